/// Where the keyboard's focus is, as a view's state: `true` while a `.focused($flag)` view has it,
/// or which of several `.focused($field, equals: value)` views has it.
///
///     enum Field { case name, email }
///     @FocusState private var focused: Field?
///
///     TextField("Name", text: $name).focused($focused, equals: .name)
///     TextField("Email", text: $email).focused($focused, equals: .email)
///     Button("Next") { focused = .email }
///
/// Writing it moves the focus to the view it names; a person moving the focus, or a script's
/// `focus:LABEL`, writes it (Apple's `FocusState` documentation). That nil or `false` takes the
/// focus away, and that losing the focus clears only a state naming this view, is the layer's
/// reading: the documentation does not say. It is stored as a `@State` is, with
/// the view's identity.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    @State private var value: Value

    public init() where Value == Bool {
        _value = State(initialValue: false)
    }

    public init<T: Hashable>() where Value == T? {
        _value = State(initialValue: nil)
    }

    public var wrappedValue: Value {
        get { value }
        nonmutating set { value = newValue }
    }

    public var projectedValue: Binding {
        Binding(base: $value)
    }

    /// What `.focused(_:)` is given: the focus state to read and write.
    public struct Binding {
        let base: ViewLayer.Binding<Value>

        public var wrappedValue: Value {
            get { base.wrappedValue }
            nonmutating set { base.wrappedValue = newValue }
        }

        public var projectedValue: Binding { self }
    }
}

extension View {
    /// Binds whether this view has the keyboard's focus to `condition`.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        FocusedView(content: self, binding: condition.base, value: true, cleared: false)
    }

    /// Binds the keyboard's focus being on this view to `binding` holding `value`.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        FocusedView(content: self, binding: binding.base, value: value, cleared: (Value.self as? any EmptyFocusValue.Type)?.emptyFocus as? Value)
    }
}

/// How strongly a default focus applies: SwiftUI's `DefaultFocusEvaluationPriority`.
public struct DefaultFocusEvaluationPriority: Hashable, Sendable {
    let name: String

    /// When the view appears, as the system evaluates default focus.
    public static let automatic = DefaultFocusEvaluationPriority(name: "automatic")
    /// Also when a person's action moves the focus into the view: the layer treats it as
    /// `.automatic`, a desktop window having no focus region of its own to enter.
    public static let userInitiated = DefaultFocusEvaluationPriority(name: "userInitiated")
}

extension View {
    /// The focus this view's region starts with (iOS 17): as the view appears, a focus state that
    /// names no view (nil, or `false`) takes `value`, and the view it names takes the keyboard's
    /// focus, as Apple's `defaultFocus(_:_:priority:)` assigns "a value to a given focus state
    /// binding" when default focus is evaluated. A state already naming a view keeps it.
    ///
    ///     Form { TextField("Username", text: $name).focused($field, equals: .username) … }
    ///         .defaultFocus($field, .username)
    public func defaultFocus<Value: Hashable>(
        _ binding: FocusState<Value>.Binding, _ value: Value, priority: DefaultFocusEvaluationPriority = .automatic
    ) -> some View {
        let empty = (Value.self as? any EmptyFocusValue.Type)?.emptyFocus as? Value ?? (false as? Value)
        return onAppear {
            if binding.wrappedValue == empty { binding.wrappedValue = value }
        }
    }
}

/// A view whose first control takes the focus when its focus state names it, and writes the
/// state when a person focuses it or moves the focus away.
struct FocusedView<Content: View, Value: Hashable>: View, PrimitiveView {
    let content: Content
    let binding: Binding<Value>
    /// The value of the state that names this view.
    let value: Value
    /// The value the state takes when this view loses the focus: `false`, or nil for an optional
    /// state; nil here when the state has no such value.
    let cleared: Value?

    func update(_ node: PrimitiveNode, previous: Self?) {
        node.updateChildren(ChildSpec.content(content))
        let state = node.keptState(FocusedViewState())
        let binding = binding, value = value, cleared = cleared
        state.personFocused = { isFocused in
            if isFocused, binding.wrappedValue != value {
                binding.wrappedValue = value
            } else if !isFocused, binding.wrappedValue == value, let cleared {
                // Losing the focus clears the state that names this view, and no other.
                binding.wrappedValue = cleared
            }
        }
        guard let element = node.firstChildElement else { return }
        if state.element !== element {
            state.element = element
            node.backend.uncounted { $0.focusRendering.observeFocus(of: element) { [weak state] isFocused in state?.personFocused(isFocused) } }
        }
        let wantsFocus = node.track { binding.currentValue == value }
        if wantsFocus != state.isFocused {
            state.isFocused = wantsFocus
            // Once the pass has placed the element: a field made in this pass is in no window
            // yet, and GTK gives no focus to a widget outside one.
            let backend = node.backend
            node.atEndOfPass { [weak element] in
                guard let element else { return }
                backend.uncounted { $0.focusRendering.setFocus(element, wantsFocus) }
            }
        }
    }
}

/// What a focused view keeps: its element, and whether its state names it.
@MainActor
final class FocusedViewState {
    weak var element: (any RenderElement)?
    var isFocused = false
    var personFocused: (Bool) -> Void = { _ in }
}

/// What a backend does with the keyboard's focus.
@MainActor
public protocol FocusRendering: RenderBackend {
    /// Calls `handler(true)` when `element` gains the keyboard's focus and `handler(false)` when
    /// it loses it, a person's doing or the graph's.
    func observeFocus(of element: any RenderElement, _ handler: @escaping @MainActor (Bool) -> Void)
    /// Gives `element` the focus, or takes it away from it.
    func setFocus(_ element: any RenderElement, _ isFocused: Bool)
}

extension RenderBackend {
    var focusRendering: any FocusRendering { rendering(self as? any FocusRendering, of: "focus") }
}

/// A focus state's type that has a value naming no view: an optional's nil.
protocol EmptyFocusValue {
    static var emptyFocus: Self { get }
}

extension Optional: EmptyFocusValue {
    static var emptyFocus: Self { nil }
}
