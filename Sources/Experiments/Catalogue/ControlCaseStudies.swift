import Foundation
import ViewLayer

// The control case studies of issue 32: what a person's choice in a control does to identities.

/// A segmented `Picker` drives a `switch`: each case is an identity of its own, as in the
/// `switch` study, with a slider beside it whose value is only an input.
struct PickerSwitchStudy: View {
    enum Shape: String, CaseIterable, Identifiable {
        case circle = "Circle", square = "Square", star = "Star"
        var id: Self { self }
    }

    @State private var shape = Shape.circle
    @State private var size = 0.5

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Picker("Shape", selection: $shape) {
                ForEach(Shape.allCases) { shape in
                    Text(shape.rawValue)
                }
            }
            .pickerStyle(.segmented)
            Slider(value: $size, in: 0...1, step: 0.25) { Text("Size") }
            switch shape {
            case .circle: LifecycleMonitor(title: "Circle")
            case .square: LifecycleMonitor(title: "Square")
            case .star: LifecycleMonitor(title: "Star")
            }
            Text("Size \(Int((size * 100).rounded()))%")
        }
    }
}

extension Experiment {
    static let pickerSwitch = Experiment(
        id: "picker-switch", title: "Picker + switch: each case an identity", seed: nil,
        root: { AnyView(PickerSwitchStudy()) }
    )
}

/// A `List` whose rows a person deletes and moves (`.onDelete`, `.onMove`), each row a monitor
/// card with its own `@StateObject`.
struct EditListStudy: View {
    @State private var fruits = ["Apple", "Banana", "Cherry", "Damson"]

    var body: some View {
        List {
            ForEach(fruits, id: \.self) { fruit in
                LifecycleMonitor(title: fruit)
            }
            .onDelete { fruits.remove(atOffsets: $0) }
            .onMove { fruits.move(fromOffsets: $0, toOffset: $1) }
        }
    }
}

extension Experiment {
    static let editList = Experiment(
        id: "edit-list", title: "onDelete and onMove: a row's identity is its element", seed: nil,
        root: { AnyView(EditListStudy()) }
    )
}

/// A `TimelineView` that makes its content again every second: the content's identity and
/// `@State` persist while its body re-runs. Beside it, a timer text counts on the same clock
/// with no body running at all.
struct TimelineStudy: View {
    @State private var opened = Date()

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            TimelineView(.periodic(from: .now, by: 1)) { context in
                TickingCard(date: context.date)
            }
            HStack {
                Text("Open for")
                Text(opened, style: .timer)
            }
        }
    }
}

struct TickingCard: View {
    let date: Date
    @State private var start: Date?
    @State private var taps = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            LifecycleMonitor(title: "Ticking")
            Text("Seconds: \(start.map { Int(date.timeIntervalSince($0).rounded()) } ?? 0)")
            Button("Tapped \(taps)×") { taps += 1 }
        }
        .onAppear { start = date }
    }
}

extension Experiment {
    static let timelineView = Experiment(
        id: "timeline-view", title: "TimelineView: a body every second, one identity", seed: nil,
        root: { AnyView(TimelineStudy()) }
    )
}

/// A mailbox as a phone's mail app has it (issue 32): each message a row with swipe actions, the
/// list refreshable, an alert for the message a row's action picked (`presenting:`), and a
/// confirmation dialog before clearing it all. On GTK a person clicks the swipe actions beside
/// the row, the header bar's refresh button and the dialogs' buttons.
struct InboxStudy: View {
    @State private var messages = ["Invoice", "Lunch", "Trip"]
    @State private var refreshes = 0
    @State private var opened: String?
    @State private var isOpening = false
    @State private var isClearing = false

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            List {
                ForEach(messages, id: \.self) { message in
                    LifecycleMonitor(title: message)
                        .swipeActions(edge: .leading) {
                            Button("Open") {
                                opened = message
                                isOpening = true
                            }
                        }
                        .swipeActions {
                            Button("Delete", role: .destructive) { messages.removeAll { $0 == message } }
                        }
                }
            }
            // A refresh is a task of the list's, which brings news. It does not suspend: a row
            // inserted after a suspension is laid out in an order of its task and its body that
            // a busy machine changes (`--trace` shows it), which a log compared line by line
            // cannot have.
            .refreshable {
                refreshes += 1
                let number = refreshes
                print("refresh \(number) started")
                messages.insert("News \(number)", at: 0)
                print("refresh \(number) over")
            }
            .alert("Open the message?", isPresented: $isOpening, presenting: opened) { message in
                Button("Open \(message)") { print("opened \(message)") }
                Button("Cancel", role: .cancel) { print("left \(message) unread") }
            } message: { message in
                Text("\(message) arrived today.")
            }
            Button("Clear…") { isClearing = true }
                .confirmationDialog("Clear the inbox?", isPresented: $isClearing, titleVisibility: .visible) {
                    Button("Clear all", role: .destructive) { messages.removeAll() }
                    Button("Cancel", role: .cancel) { print("kept the inbox") }
                }
        }
    }
}

extension Experiment {
    static let inbox = Experiment(
        id: "inbox", title: "swipeActions, refreshable and dialogs: a row's actions", seed: nil,
        root: { AnyView(InboxStudy()) }
    )
}
