import Foundation
import OpenCombineFoundation
import ViewLayer

// Seed 000: holding a Combine subscription. A subscription works only while its AnyCancellable is
// held: by a property, by a Set through store(in:), until cancel(), or until the publisher finishes.

// Each subscriber listens for a notification of its own, posted in a fixed order: NotificationCenter
// does not promise an order between the observers of one notification, and the log must not vary.
extension Notification.Name {
    static let pingForAnyCancellable = Notification.Name("LifecycleLab.ping.AnyCancellable")
    static let pingForSet = Notification.Name("LifecycleLab.ping.Set")
    static let pingForCancel = Notification.Name("LifecycleLab.ping.cancel")
}

extension NotificationCenter {
    /// The notes' `NotificationCenter.default.publisher(for:)`, from OpenCombineFoundation.
    func publisher(for name: Notification.Name) -> NotificationCenter.OCombine.Publisher {
        ocombine.publisher(for: name)
    }
}

final class SingleSubscriber {
    var cancellable: AnyCancellable?
    init() {
        cancellable = NotificationCenter.default.publisher(for: .pingForAnyCancellable)
            .sink { print("AnyCancellable received \($0.object ?? "")") }
        print("AnyCancellable holder init")
    }
    deinit {
        print("AnyCancellable holder deinit")
    }
}

final class SetSubscriber {
    var cancellable = Set<AnyCancellable>()
    init() {
        NotificationCenter.default.publisher(for: .pingForSet)
            .sink { print("Set<AnyCancellable> received \($0.object ?? "")") }
            .store(in: &cancellable)
        print("Set<AnyCancellable> holder init")
    }
    deinit {
        print("Set<AnyCancellable> holder deinit")
    }
}

final class ManualSubscriber {
    var cancellable: AnyCancellable?
    init() {
        cancellable = NotificationCenter.default.publisher(for: .pingForCancel)
            .sink { print("cancel() subscriber received \($0.object ?? "")") }
        print("cancel() holder init")
    }
    deinit {
        print("cancel() holder deinit")
    }
    func cancel() {
        cancellable?.cancel()
        print("cancel() subscriber cancelled")
    }
}

/// A publisher that goes away: its subject finishes when its owner is released.
final class Ticker {
    let subject = PassthroughSubject<Int, Never>()
    private var ticks = 0
    init() {
        print("Ticker init")
    }
    func tick() {
        ticks += 1
        subject.send(ticks)
    }
    deinit {
        print("Ticker deinit")
        subject.send(completion: .finished)
    }
}

final class SubscriptionLab: ObservableObject {
    @Published var single: SingleSubscriber? = SingleSubscriber()
    @Published var set: SetSubscriber? = SetSubscriber()
    let manual = ManualSubscriber()
    @Published var ticker: Ticker? = Ticker()
    private var tickerSubscription: AnyCancellable?
    private var pings = 0

    init() {
        tickerSubscription = ticker?.subject.sink(
            receiveCompletion: { print("Ticker subscriber received completion: \($0)") },
            receiveValue: { print("Ticker subscriber received tick \($0)") }
        )
    }

    func post() {
        pings += 1
        print("post ping \(pings)")
        for name in [Notification.Name.pingForAnyCancellable, .pingForSet, .pingForCancel] {
            NotificationCenter.default.post(name: name, object: "ping \(pings)")
        }
    }
}

struct SubscriptionsTest: View {
    @StateObject var lab = SubscriptionLab()
    var body: some View {
        VStack {
            Button("Post notification") { lab.post() }
            Button("Release AnyCancellable") { lab.single = nil }
            Button("Release Set") { lab.set = nil }
            Button("Cancel") { lab.manual.cancel() }
            Button("Tick") { lab.ticker?.tick() }
            Button("Release publisher") { lab.ticker = nil }
            Text(lab.single == nil ? "AnyCancellable: released" : "AnyCancellable: held")
            Text(lab.set == nil ? "Set<AnyCancellable>: released" : "Set<AnyCancellable>: held")
            Text(lab.ticker == nil ? "Ticker: released" : "Ticker: held")
        }
    }
}

extension Experiment {
    static let subscriptions = Experiment(
        id: "subscriptions",
        title: "Holding a Combine subscription",
        seed: "000_31010def93ffe528.txt",
        root: { AnyView(SubscriptionsTest()) }
    )
}
