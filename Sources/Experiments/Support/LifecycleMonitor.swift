import Foundation
import ViewLayer

/// A card that shows one view identity's life: its own state object (made when the identity is
/// installed, released when it is removed), and how often it appeared, disappeared and started
/// its task. Every event goes to the log as `TITLE state created`, `TITLE appeared`, … so the
/// case studies read the same in the log and on screen.
///
/// The card's colour comes from its state's number: a new identity is a new colour at once.
struct LifecycleMonitor: View {
    let title: String
    @StateObject private var state: MonitorState

    init(title: String) {
        self.title = title
        _state = StateObject(wrappedValue: MonitorState(title: title))
    }

    var body: some View {
        VStack(spacing: 2) {
            Text(title).bold()
            Text("state #\(state.number)")
            Text("appeared \(state.appeared)× · disappeared \(state.disappeared)× · tasks \(state.tasks)×")
        }
        // Dark text reads on every colour of the palette, in the light and the dark style alike.
        .foregroundStyle(Color(white: 0.12))
        .padding(EdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12))
        .background(MonitorState.palette[(state.number - 1) % MonitorState.palette.count], in: RoundedRectangle(cornerRadius: 8))
        .onAppear {
            state.appeared += 1
            print("\(title) appeared")
        }
        .onDisappear {
            state.disappeared += 1
            print("\(title) disappeared")
        }
        .task { [weak state, title] in
            state?.tasks += 1
            print("\(title) task started")
            // Logged as the view layer cancels the task, in its update: a line written when the
            // task next ran would land after a varying number of main-actor turns.
            await withTaskCancellationHandler {
                await untilCancelled()
            } onCancel: {
                print("\(title) task cancelled")
            }
        }
    }
}

/// What a monitor card owns. Numbered in the order states are made in one run of an experiment.
final class MonitorState: ObservableObject {
    let title: String
    let number: Int
    @Published var appeared = 0
    @Published var disappeared = 0
    @Published var tasks = 0

    init(title: String) {
        self.title = title
        number = MonitorState.counter.next()
        print("\(title) state created")
    }

    deinit {
        print("\(title) state released")
    }

    /// GNOME's palette, light shades: dark text reads on each.
    static let palette: [Color] = [
        Color(red: 0x99 / 255, green: 0xc1 / 255, blue: 0xf1 / 255),
        Color(red: 0x8f / 255, green: 0xf0 / 255, blue: 0xa4 / 255),
        Color(red: 0xf9 / 255, green: 0xf0 / 255, blue: 0x6b / 255),
        Color(red: 0xff / 255, green: 0xbe / 255, blue: 0x6f / 255),
        Color(red: 0xf6 / 255, green: 0x93 / 255, blue: 0x93 / 255),
        Color(red: 0xdc / 255, green: 0x8a / 255, blue: 0xdd / 255),
        Color(red: 0xcd / 255, green: 0xab / 255, blue: 0x8f / 255),
        Color(red: 0xde / 255, green: 0xdd / 255, blue: 0xda / 255),
    ]

    /// Counts states from 1 in each run: an experiment started again starts again at 1.
    static let counter = MonitorCounter()
}

final class MonitorCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func next() -> Int {
        lock.withLock {
            count += 1
            return count
        }
    }

    func reset() {
        lock.withLock { count = 0 }
    }
}

/// Suspends until the current task is cancelled.
package func untilCancelled() async {
    let (stream, continuation) = AsyncStream<Never>.makeStream()
    for await _ in stream {}
    withExtendedLifetime(continuation) {}
}
