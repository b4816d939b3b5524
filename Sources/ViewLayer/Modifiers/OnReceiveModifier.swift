import Foundation
import OpenCombine

extension View {
    /// Runs `action` with each value `publisher` emits, for as long as this view's identity lives.
    ///
    ///     struct Clock: View {
    ///         @State private var ticks = 0
    ///         let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    ///
    ///         var body: some View {
    ///             Text("\(ticks)")
    ///                 .onReceive(timer) { _ in ticks += 1 }
    ///         }
    ///     }
    ///
    /// As observed on Apple's platforms (jjrscott.com, "Combine and SwiftUI onReceive", which
    /// logged each step): the subscription is made before the view's `onAppear` runs, and
    /// cancelled before its `onDisappear`; a value sent on the main thread reaches the action
    /// within `send`.
    ///
    /// The subscription is made once the update that inserted the view is over (a publisher that
    /// emits as it is subscribed to, such as a `CurrentValueSubject` or a `@Published` property's
    /// projection, runs the action then, never inside a body), and cancelled when the identity
    /// goes. An update that brings another publisher (another instance of a class, as a
    /// `Timer.publish(…).autoconnect()` written in the body makes each time) cancels the old
    /// subscription and subscribes to the new one, which is why SwiftUI code keeps a timer in a
    /// property; the same publisher keeps its subscription, and the latest action is the one run.
    /// A value emitted off the main thread is handed to the main actor first.
    ///
    /// - Parameters:
    ///   - publisher: The publisher to subscribe to.
    ///   - action: Called with each value.
    public func onReceive<P: Publisher>(
        _ publisher: P,
        perform action: @escaping @MainActor (P.Output) -> Void
    ) -> some View where P.Failure == Never {
        SubscriptionView(content: self, publisher: publisher, action: action)
    }
}

/// A view that subscribes to a publisher with an action: what `onReceive(_:perform:)` makes.
public struct SubscriptionView<PublisherType: Publisher, Content: View>: View, PrimitiveView where PublisherType.Failure == Never {
    public var content: Content
    public var publisher: PublisherType
    public var action: @MainActor (PublisherType.Output) -> Void

    public init(content: Content, publisher: PublisherType, action: @escaping @MainActor (PublisherType.Output) -> Void) {
        self.content = content
        self.publisher = publisher
        self.action = action
    }

    func update(_ node: PrimitiveNode, previous: Self?) {
        let state = node.keptState(PublisherSubscription<PublisherType.Output>())
        state.action = action
        if previous.map({ !TypeLayout.areSame($0.publisher, publisher) }) ?? true {
            // Subscribed after the update, so that what the publisher emits at once is not a
            // state write inside a body.
            let publisher = publisher
            node.afterUpdate { [weak state] in state?.subscribe(to: publisher) }
        }
        node.updateChildren(ChildSpec.content(content))
    }
}

/// The subscription an `onReceive` holds while its identity lives, and the action it runs.
private final class PublisherSubscription<Output>: NodeLifecycleObserver {
    var action: (@MainActor (Output) -> Void)?
    private var cancellable: AnyCancellable?
    private var isRemoved = false

    var watchesAppearance: Bool { false }

    func subscribe<P: Publisher>(to publisher: P) where P.Output == Output, P.Failure == Never {
        guard !isRemoved else { return }
        cancellable?.cancel()
        cancellable = Self.sink(publisher, into: WeakSubscription(self))
    }

    /// The subscriber, made outside the main actor: a closure made in this main-actor class would
    /// be isolated to it, and OpenCombine, a Swift 5 module, calling it from another thread would
    /// trap before it could hand the value over. Weak: a graph let go of whole, without
    /// removals, must not leave a timer calling in.
    private nonisolated static func sink<P: Publisher>(_ publisher: P, into subscription: WeakSubscription<Output>) -> AnyCancellable
    where P.Output == Output, P.Failure == Never {
        publisher.sink { value in
            let delivery = UncheckedBox(value)
            if Thread.isMainThread {
                MainActor.assumeIsolated { subscription.state?.receive(delivery.value) }
            } else {
                DispatchQueue.main.async { MainActor.assumeIsolated { subscription.state?.receive(delivery.value) } }
            }
        }
    }

    @MainActor fileprivate func receive(_ value: Output) {
        guard !isRemoved else { return }
        action?(value)
    }

    func nodeWillBeRemoved(_ node: ViewNode) {
        isRemoved = true
        cancellable?.cancel()
        cancellable = nil
        action = nil
    }

    func nodeDidAppear(_ node: ViewNode) {}
    func nodeDidFinishAppearing(_ node: ViewNode) {}
    func nodeDidDisappear(_ node: ViewNode) {}
    func nodeDidFinishDisappearing(_ node: ViewNode) {}
}

/// How a subscriber reaches its state from any thread; read on the main actor only.
private final class WeakSubscription<Output>: @unchecked Sendable {
    weak var state: PublisherSubscription<Output>?
    init(_ state: PublisherSubscription<Output>) { self.state = state }
}
