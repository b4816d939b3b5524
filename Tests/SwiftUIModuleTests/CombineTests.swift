import Combine
import LifecycleTesting
import SwiftUI
import Testing

// Written as for Apple's platforms, with `import Combine` (issue 31, item 6): the publishers and
// schedulers a SwiftUI course's view models use, and `onReceive`.

/// A search model as tutorials write one: a debounced query, delivered on the main queue.
final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []
    private var cancellables = Set<AnyCancellable>()
    let ticks = Timer.publish(every: 60, on: .main, in: .common).autoconnect()

    init(catalogue: [String]) {
        $query
            .debounce(for: .milliseconds(5), scheduler: DispatchQueue.main)
            .map { query in catalogue.filter { $0.localizedCaseInsensitiveContains(query) } }
            .receive(on: DispatchQueue.main)
            .sink { [weak self] in self?.results = $0 }
            .store(in: &cancellables)
        NotificationCenter.default.publisher(for: Notification.Name("catalogue-changed"))
            .receive(on: OperationQueue.main)
            .sink { _ in }
            .store(in: &cancellables)
    }

    /// Compiling is the point: no test reaches the network, and the test runner does not run
    /// Foundation's main run loop (a GTK app does: `GtkMainLoop`).
    func titlePublisher(for url: URL) -> AnyPublisher<String, URLError> {
        URLSession.shared.dataTaskPublisher(for: url)
            .map { String(decoding: $0.data, as: UTF8.self) }
            .receive(on: RunLoop.main)
            .eraseToAnyPublisher()
    }
}

/// What a subscription saw: subscribed, each value, cancelled.
@MainActor
final class SubscriptionLog {
    var lines: [String] = []

    func watched<P: Publisher>(_ publisher: P, as name: String) -> AnyPublisher<P.Output, P.Failure> {
        publisher
            .handleEvents(
                receiveSubscription: { _ in MainActor.assumeIsolated { self.lines.append("\(name) subscribed") } },
                receiveCancel: { MainActor.assumeIsolated { self.lines.append("\(name) cancelled") } }
            )
            .eraseToAnyPublisher()
    }
}

struct Receiver: View {
    let values: AnyPublisher<Int, Never>
    let redraws: Int
    let log: SubscriptionLog
    @State private var received: [Int] = []

    var body: some View {
        Text("received \(received.map(String.init).joined(separator: ",")) (\(redraws))")
            .onReceive(values) { received.append($0) }
            .onAppear { log.lines.append("appear") }
            .onDisappear { log.lines.append("disappear") }
    }
}

struct ReceiverHost: View {
    let log: SubscriptionLog
    let subject: PassthroughSubject<Int, Never>
    @State private var isShown = true
    @State private var generation = 0
    @State private var redraws = 0

    var body: some View {
        VStack {
            Button("Remove") { isShown = false }
            Button("New publisher") { generation += 1 }
            Button("Redraw") { redraws += 1 }
            if isShown {
                // The same publisher for as long as `generation` stays, as a property holds one.
                Receiver(values: publisher(generation), redraws: redraws, log: log)
            }
        }
    }

    @MainActor private func publisher(_ generation: Int) -> AnyPublisher<Int, Never> {
        PublisherCache.shared.publisher(for: generation) { log.watched(subject, as: "publisher \(generation)") }
    }
}

/// One publisher instance per generation, as a view model's property keeps one.
@MainActor
final class PublisherCache {
    static let shared = PublisherCache()
    private var publishers: [Int: AnyPublisher<Int, Never>] = [:]

    func reset() { publishers = [:] }

    func publisher(for generation: Int, make: () -> AnyPublisher<Int, Never>) -> AnyPublisher<Int, Never> {
        if let publisher = publishers[generation] { return publisher }
        let publisher = make()
        publishers[generation] = publisher
        return publisher
    }
}

struct CurrentValueReader: View {
    let subject: CurrentValueSubject<String, Never>
    @State private var value = "none"

    var body: some View {
        Text("value \(value)")
            .onReceive(subject) { value = $0 }
    }
}

@MainActor
@Suite(.serialized) struct CombineTests {
    @Test func aViewModelWrittenWithCombineRunsOnItsSchedulers() async throws {
        let model = SearchModel(catalogue: ["Milk", "Sourdough", "Oat milk"])
        model.query = "milk"
        for _ in 0..<400 where model.results.isEmpty {
            try await Task.sleep(for: .milliseconds(5))
        }
        #expect(model.results == ["Milk", "Oat milk"], "debounced and delivered on DispatchQueue.main")
        let url = try #require(URL(string: "https://example.com"))
        _ = model.titlePublisher(for: url)
    }

    /// The subscription lives with the identity: made once, kept across updates that bring the
    /// same publisher, replaced when another comes, cancelled when the identity goes. Made before
    /// `onAppear` and cancelled before `onDisappear`, as jjrscott.com logged on Apple's platforms
    /// ("Combine and SwiftUI onReceive").
    @Test func onReceiveSubscribesOnceAndCancelsWhenItsIdentityGoes() async throws {
        PublisherCache.shared.reset()
        let log = SubscriptionLog()
        let subject = PassthroughSubject<Int, Never>()
        let host = await ViewHost(ReceiverHost(log: log, subject: subject))
        #expect(log.lines == ["publisher 0 subscribed", "appear"])
        subject.send(1)
        subject.send(2)
        await host.settle()
        #expect(host.texts == ["received 1,2 (0)"])

        try await host.tap("New publisher")
        #expect(log.lines == ["publisher 0 subscribed", "appear", "publisher 0 cancelled", "publisher 1 subscribed"])
        subject.send(3)
        await host.settle()
        #expect(host.texts == ["received 1,2,3 (0)"], "the state stays with the identity; only the subscription changed")

        try await host.tap("Redraw")
        #expect(host.texts == ["received 1,2,3 (1)"], "the receiver's body ran again, with the same publisher")
        #expect(log.lines.count == 4, "an update that brings the same publisher keeps its subscription")

        // A value sent from another thread reaches the action on the main actor.
        // A subject is not Sendable; sending from another thread is what this checks.
        nonisolated(unsafe) let sender = subject
        await withCheckedContinuation { done in
            DispatchQueue.global().async {
                sender.send(5)
                done.resume()
            }
        }
        for _ in 0..<100 where host.texts != ["received 1,2,3,5 (1)"] {
            try await Task.sleep(for: .milliseconds(5))
            await host.settle()
        }
        #expect(host.texts == ["received 1,2,3,5 (1)"])

        try await host.tap("Remove")
        #expect(log.lines.suffix(2) == ["publisher 1 cancelled", "disappear"])
        subject.send(4)
        await host.settle()
        #expect(host.texts.isEmpty)
    }

    /// A publisher that emits as it is subscribed to runs the action after the update that
    /// inserted the view, never inside its body: the view then shows the value.
    @Test func aCurrentValueIsReceivedAfterTheInsertingUpdate() async throws {
        let subject = CurrentValueSubject<String, Never>("first")
        let host = await ViewHost(CurrentValueReader(subject: subject))
        await host.settle()
        #expect(host.texts == ["value first"])
        #expect(host.bodyCount(of: CurrentValueReader.self) == 2, "once inserted, once for the value received")
        subject.send("second")
        await host.settle()
        #expect(host.texts == ["value second"])
        #expect(host.warnings.isEmpty)
    }
}
