import ViewLayer

// Seed 002: when is a view's object built? `@State` holding an `@Observable` object builds it with
// every view value, before anyone navigates; `@StateObject` and the notes' `@LazyState` only when
// the page is installed.

@Observable
class StateObservableObject {
    init() {
        print("State+Observable init")
    }
    deinit {
        print("State+Observable deinit")
    }
}

class StateObjectObject: ObservableObject {
    init() {
        print("StateObject init")
    }
    deinit {
        print("StateObject deinit")
    }
}

@Observable
class LazyStateObject {
    init() {
        print("LazyState init")
    }
    deinit {
        print("LazyState deinit")
    }
}

struct LazyStateTest: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink {
                    LinkViewUsingObservation()
                } label: {
                    Text("@State + @Observable")
                }
                NavigationLink {
                    LinkViewUsingStateObject()
                } label: {
                    Text("@StateObject")
                }
                NavigationLink {
                    LinkViewUsingLazyState()
                } label: {
                    Text("@LazyState")
                }
            }
        }
    }
}

struct LinkViewUsingObservation: View {
    @State var object = StateObservableObject()
    var body: some View {
        Text("State Observation")
    }
}

struct LinkViewUsingStateObject: View {
    @StateObject var object = StateObjectObject()
    var body: some View {
        Text("StateObject")
    }
}

struct LinkViewUsingLazyState: View {
    @LazyState var object = LazyStateObject()
    var body: some View {
        Text("LazyState")
    }
}

// The notes' @LazyState, built on the view layer's public API only.

@MainActor // 确保属性包装器在主线程操作，保证在调用 wrappedValue 前完成 setup
@propertyWrapper
public struct LazyState<T: Observable>: @preconcurrency DynamicProperty { // 限定使用在 Observable 类型上
    @State private var holder: Holder

    // 保持与 State 和 StateObject 的一致性，实例只能创建一次，不可修改（ 不创建 setter ）
    public var wrappedValue: T {
        holder.wrappedValue
    }

    public var projectedValue: Binding<T> {
        // 只需要通过 keyPath 修改数据，因此忽略 setter，
        return Binding(get: { wrappedValue }, set: { _ in })
    }

    // 当视图加载时调用，创建实例
    public func update() {
        guard !holder.onAppear else { return }
        holder.setup()
    }

    public init(wrappedValue thunk: @autoclosure @escaping () -> T) {
        _holder = State(wrappedValue: Holder(wrappedValue: thunk()))
    }
}

extension LazyState {
    // 用于持有实例的助手类
    final class Holder {
        private var object: T!
        private let thunk: () -> T
        // 标记实例是否已初始化，避免重复创建
        var onAppear = false
        var wrappedValue: T {
            object
        }

        func setup() {
            object = thunk() // 延迟初始化实例
            onAppear = true // 标记为已初始化，防止重复调用
        }

        init(wrappedValue thunk: @autoclosure @escaping () -> T) {
            self.thunk = thunk
        }
    }
}

extension Experiment {
    static let lazyState = Experiment(
        id: "lazy-state",
        title: "Lazy state: when is the object built?",
        seed: "002_93d421dcc588539e.txt",
        root: { AnyView(LazyStateTest()) }
    )
}
