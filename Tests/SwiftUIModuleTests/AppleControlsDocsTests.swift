import Foundation
import LifecycleTesting
import SwiftUI
import Testing

// The selection and value controls as Apple's documentation pages show them (issue 32, item 1),
// typed with `import SwiftUI` alone. Each example names its page. The types are file-private so
// that the documentation's common names (`Flavor`, `Alarm`) stay the documentation's.

// developer.apple.com/documentation/swiftui/picker: "Creating a picker", "Iterating over a
// picker's options", "Using tags", "Styling pickers".
private enum Flavor: String, CaseIterable, Identifiable {
    case chocolate, vanilla, strawberry
    var id: Self { self }
}

private enum Topping: String, CaseIterable, Identifiable {
    case nuts, cookies, blueberries
    var id: Self { self }
}

extension Flavor {
    var suggestedTopping: Topping {
        switch self {
        case .chocolate: return .nuts
        case .vanilla: return .cookies
        case .strawberry: return .blueberries
        }
    }
}

private struct FlavorPickers: View {
    @State private var selectedFlavor: Flavor = .chocolate
    @State private var suggestedTopping: Topping = .nuts

    var body: some View {
        List {
            Picker("Flavor", selection: $selectedFlavor) {
                Text("Chocolate").tag(Flavor.chocolate)
                Text("Vanilla").tag(Flavor.vanilla)
                Text("Strawberry").tag(Flavor.strawberry)
            }
            Picker("Suggest a topping for:", selection: $suggestedTopping) {
                ForEach(Flavor.allCases) { flavor in
                    Text(flavor.rawValue.capitalized)
                        .tag(flavor.suggestedTopping)
                }
            }
            HStack {
                Text("Suggested Topping")
                Spacer()
                Text(suggestedTopping.rawValue.capitalized)
                    .foregroundStyle(.secondary)
            }
            Picker("Segmented flavor", selection: $selectedFlavor) {
                ForEach(Flavor.allCases) { flavor in
                    Text(flavor.rawValue.capitalized)
                }
            }
            .pickerStyle(.segmented)
            Picker(selection: $selectedFlavor) {
                ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
            } label: {
                Text("Labelled flavor")
            }
            .pickerStyle(.menu)
        }
    }
}

// developer.apple.com/documentation/swiftui/slider: the two examples of the overview.
private struct SpeedSliders: View {
    @State private var speed = 50.0
    @State private var isEditing = false

    var body: some View {
        VStack {
            Slider(
                value: $speed,
                in: 0...100,
                onEditingChanged: { editing in
                    isEditing = editing
                }
            )
            Text("\(speed)")
                .foregroundColor(isEditing ? .red : .blue)
            Slider(
                value: $speed,
                in: 0...100,
                step: 5
            ) {
                Text("Speed")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("100")
            } onEditingChanged: { editing in
                isEditing = editing
            }
        }
    }
}

// developer.apple.com/documentation/swiftui/stepper: the overview's two `StepperView`s, and
// `init(value:in:step:format:label:onEditingChanged:)`.
private struct ColorStepper: View {
    @State private var value = 0
    let colors: [Color] = [.orange, .red, .gray, .blue,
                           .green, .purple, .pink]

    func incrementStep() {
        value += 1
        if value >= colors.count { value = 0 }
    }

    func decrementStep() {
        value -= 1
        if value < 0 { value = colors.count - 1 }
    }

    var body: some View {
        Stepper {
            Text("Value: \(value) Color: \(colors[value].description)")
        } onIncrement: {
            incrementStep()
        } onDecrement: {
            decrementStep()
        }
        .padding(5)
        .background(colors[value])
    }
}

private struct RangeStepper: View {
    @State private var value = 0
    @State private var ratio = 0.5
    let step = 5
    let range = 1...50

    var body: some View {
        VStack {
            Stepper(
                value: $value,
                in: range,
                step: step
            ) {
                Text("Current: \(value) in \(range.description) " +
                     "stepping by \(step)")
            }
            .padding(10)
            Stepper(value: $ratio, in: 0...1, step: 0.25, format: .percent) {
                Text("Ratio")
            }
            Stepper("Ratio again", value: $ratio, step: 0.25, format: .number)
        }
    }
}

// developer.apple.com/documentation/swiftui/toggle (overview and "Styling toggles"), and
// init(_:sources:isOn:).
private struct Alarm: Hashable, Identifiable {
    var id = UUID()
    var isOn = false
    var name = ""
}

private struct AlarmToggles: View {
    @State private var vibrateOnRing = false
    @State private var vibrateOnSilent = true
    @State private var alarms = [
        Alarm(isOn: true, name: "Morning"),
        Alarm(isOn: false, name: "Evening")
    ]

    var body: some View {
        Form {
            Toggle(
                "Vibrate on Ring",
                systemImage: "dot.radiowaves.left.and.right",
                isOn: $vibrateOnRing
            )
            VStack {
                Toggle("Vibrate on Silent", isOn: $vibrateOnSilent)
            }
            .toggleStyle(.switch)
            ForEach($alarms) { $alarm in
                Toggle(alarm.name, isOn: $alarm.isOn)
            }
            Toggle("Enable all alarms", sources: $alarms, isOn: \.isOn)
            Toggle(isOn: $vibrateOnRing) {
                Text("Vibrate on Ring")
                Text("Enable vibration when the phone rings")
            }
            .toggleStyle(.button)
        }
    }
}

// developer.apple.com/documentation/swiftui/datepicker: the overview, "Limiting the date
// range", and "Styling date pickers".
private struct StartDatePickers: View {
    @State private var date = Date(timeIntervalSince1970: 1_609_459_200) // 2021-01-01 00:00 UTC
    let dateRange: ClosedRange<Date> = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let startComponents = DateComponents(year: 2021, month: 1, day: 1)
        let endComponents = DateComponents(year: 2021, month: 12, day: 31, hour: 23, minute: 59, second: 59)
        return calendar.date(from:startComponents)!
            ...
            calendar.date(from:endComponents)!
    }()

    var body: some View {
        VStack {
            DatePicker(
                "Start Date",
                selection: $date,
                displayedComponents: [.date]
            )
            DatePicker(
                "Ranged Date",
                 selection: $date,
                 in: dateRange,
                 displayedComponents: [.date, .hourAndMinute]
            )
            DatePicker(
                "Graphical Date",
                selection: $date,
                displayedComponents: [.date]
            )
            .datePickerStyle(.graphical)
            DatePicker("Future", selection: $date, in: Date(timeIntervalSince1970: 0)...)
                .datePickerStyle(.compact)
            DatePicker(selection: $date, in: ...Date(timeIntervalSince1970: 2_000_000_000), displayedComponents: .hourAndMinute) {
                Text("Alarm")
            }
            .labelsHidden()
        }
    }
}

// developer.apple.com/documentation/swiftui/menu: the overview, "Primary action", and
// "Styling menus".
private struct ActionMenus: View {
    @State private var log: [String] = []

    func duplicate() { log.append("duplicate") }
    func rename() { log.append("rename") }
    func delete() { log.append("delete") }
    func copy() { log.append("copy") }
    func copyFormatted() { log.append("copy formatted") }
    func copyPath() { log.append("copy path") }
    func openInPreview() { log.append("preview") }
    func saveAsPDF() { log.append("pdf") }
    func addCurrentTabToReadingList() { log.append("reading list") }
    func bookmarkAll() { log.append("bookmark all") }
    func show() { log.append("show") }
    func addBookmark() { log.append("bookmark") }

    var body: some View {
        VStack {
            Menu("Actions") {
                Button("Duplicate", action: duplicate)
                Button("Rename", action: rename)
                Button("Delete…", action: delete)
                Menu("Copy") {
                    Button("Copy", action: copy)
                    Button("Copy Formatted", action: copyFormatted)
                    Button("Copy Library Path", action: copyPath)
                }
            }
            Menu {
                Button("Open in Preview", action: openInPreview)
                Button("Save as PDF", action: saveAsPDF)
            } label: {
                Label("PDF", systemImage: "doc.fill")
            }
            .menuStyle(.button)
            .buttonStyle(.borderless)
            Menu {
                Button(action: addCurrentTabToReadingList) {
                    Label("Add to Reading List", systemImage: "eyeglasses")
                }
                Button(action: bookmarkAll) {
                    Label("Add Bookmarks for All Tabs", systemImage: "book")
                }
                Button(action: show) {
                    Label("Show All Bookmarks", systemImage: "books.vertical")
                }
            } label: {
                Label("Add Bookmark", systemImage: "book")
            } primaryAction: {
                addBookmark()
            }
            .menuIndicator(.hidden)
            Text(log.joined(separator: ", "))
        }
    }
}

// developer.apple.com/documentation/swiftui/view/contextmenu(menuitems:) and
// contextmenu(menuitems:preview:).
private struct TurtleRockRow: View {
    @State private var favorites = 0

    var body: some View {
        VStack {
            Text("Turtle Rock")
                .padding()
                .contextMenu {
                    Button {
                        // Add this item to a list of favorites.
                        favorites += 1
                    } label: {
                        Label("Add to Favorites", systemImage: "heart")
                    }
                    Button {
                        // Open Maps and center it on this item.
                    } label: {
                        Label("Show in Maps", systemImage: "mappin")
                    }
                }
            Text("Favorites: \(favorites)")
                .contextMenu {
                    Button("Reset") { favorites = 0 }
                } preview: {
                    Image(systemName: "heart")
                }
        }
    }
}

// developer.apple.com/documentation/swiftui/link and .../openurlaction.
private struct TermsLinks: View {
    @State private var opened: [String] = []

    var body: some View {
        VStack {
            Link("View Our Terms of Service",
                  destination: URL(string: "https://www.example.com/TOS.html")!)
            Link(destination: URL(string: "https://www.example.com/help")!) {
                Label("Help", systemImage: "questionmark.circle")
            }
            Text(opened.joined(separator: " "))
        }
        .environment(\.openURL, OpenURLAction { url in
            opened.append(url.lastPathComponent)
            return .handled
        })
    }
}

private struct OpenURLExample: View {
    @Environment(\.openURL) private var openURL
    @State private var accepted: Bool?

    var body: some View {
        VStack {
            Button {
                if let url = URL(string: "https://www.example.com") {
                    openURL(url) { accepted in self.accepted = accepted }
                }
            } label: {
                Label("Get Help", systemImage: "person.fill.questionmark")
            }
            Text(accepted.map { "accepted \($0)" } ?? "not yet")
        }
    }
}

@MainActor
@Suite struct AppleControlsDocsTests {
    @Test func thePickerPagesExamplesSelectByTag() async throws {
        let host = await ViewHost(FlavorPickers())
        #expect(host.shown.contains("| [Flavor: Chocolate]"))
        try await host.select("Strawberry", in: "Suggest a topping for:")
        #expect(host.texts.contains("Blueberries"), "the tag of the chosen row is the topping: \(host.shown)")
        try await host.select("Vanilla", in: "Flavor")
        #expect(host.shown.contains("| [Segmented flavor: Vanilla]"), "an untagged ForEach of Identifiable values tags each row with its id: \(host.shown)")
        #expect(host.shown.contains("| [Labelled flavor: Vanilla]"))
    }

    @Test func theSliderAndStepperPagesExamplesSetTheirValues() async throws {
        let sliders = await ViewHost(SpeedSliders())
        try await sliders.set("Speed", to: 75)
        #expect(sliders.texts.first == "75.0")

        // A stepper of actions runs them, one a step, and has no value of its own to show.
        let colors = await ViewHost(ColorStepper())
        #expect(colors.shown == ["| Value: 0 Color: orange: <>"])
        try await colors.set("Value: 0 Color: orange", to: 1)
        try await colors.set("Value: 1 Color: red", to: 1)
        try await colors.set("Value: 2 Color: gray", to: -1)
        #expect(colors.shown == ["| Value: 1 Color: red: <>"])
        let ranged = await ViewHost(RangeStepper())
        try await ranged.set("Current: 0 in 1...50 stepping by 5", to: 11)
        #expect(ranged.shown.first == "| Current: 11 in 1...50 stepping by 5: <11>")
        try await ranged.set("Ratio", to: 0.75)
        #expect(ranged.shown.contains { $0.hasPrefix("| Ratio: <75") }, "\(ranged.shown)")
    }

    @Test func theToggleForManySourcesIsOnWhenAllAreAndSetsThemAll() async throws {
        let host = await ViewHost(AlarmToggles())
        #expect(host.shown.contains("| [ ] Enable all alarms"), "one of two is on: mixed, shown off: \(host.shown)")
        try await host.toggle("Enable all alarms")
        #expect(host.shown.contains("| [x] Morning"))
        #expect(host.shown.contains("| [x] Evening"))
        #expect(host.shown.contains("| [x] Enable all alarms"))
    }

    @Test func theDatePickerPagesExamplesShowTheirDates() async throws {
        let host = await ViewHost(StartDatePickers().environment(\.timeZone, TimeZone(identifier: "UTC")!))
        try await host.select("2021-03-04", in: "Start Date")
        #expect(host.shown.contains { $0.hasPrefix("| [Ranged Date: 2021-03-04") }, "\(host.shown)")
    }

    @Test func theMenuPagesExamplesRunTheirButtons() async throws {
        let host = await ViewHost(ActionMenus())
        try await host.select("Copy Formatted", in: "Actions")
        try await host.select("Save as PDF", in: "PDF")
        try await host.tap("Add Bookmark")
        #expect(host.texts.last == "copy formatted, pdf, bookmark")
    }

    @Test func theContextMenuPagesExamplesRunFromTheirViews() async throws {
        let host = await ViewHost(TurtleRockRow())
        try await host.select("Add to Favorites", in: "Turtle Rock")
        #expect(host.texts.contains("Favorites: 1"))
    }

    @Test func linksOpenThroughTheOpenURLActionOfTheirEnvironment() async throws {
        let host = await ViewHost(TermsLinks())
        try await host.tap("View Our Terms of Service")
        try await host.tap("Help")
        #expect(host.texts.last == "TOS.html help")
        let button = await ViewHost(OpenURLExample())
        try await button.tap("Get Help")
        #expect(button.texts.last?.hasPrefix("accepted ") == true)
    }
}
