/// What a control bound to a value keeps between updates (a toggle, a text field): the latest
/// binding, which a person's changes write through, and the value its element shows, which updates
/// compare with before setting it.
@MainActor
class BoundControlState<Value: Equatable>: TitledControlState {
    var binding: Binding<Value>
    var shown: Value
    weak var element: (any RenderElement)?
    /// A toggle's label, when it is a `Text`.
    var title: ControlTitle?
    /// Whether the element is enabled, as last set (`.disabled`).
    var isEnabled = true
    /// Whether the element's label is hidden, as last set (`.labelsHidden()`).
    var labelsHidden = false
    /// Sets the element's value, as the backend does for this kind of control; nil for a kind
    /// that overrides `display`.
    private let show: (@MainActor (any RenderElement, Value) -> Void)?

    init(binding: Binding<Value>, shown: Value, show: (@MainActor (any RenderElement, Value) -> Void)? = nil) {
        self.binding = binding
        self.shown = shown
        self.show = show
    }

    /// Shows `value` in `element`.
    func display(_ element: any RenderElement, _ value: Value) {
        show?(element, value)
    }

    /// Brings the element in line with `value`. Compared with what the element shows rather than
    /// with the previous value: after a person's change the two agree already, and setting it
    /// again would move a text cursor and report a change nobody made.
    func update(to value: Value) {
        guard shown != value, let element else { return }
        shown = value
        display(element, value)
    }

    /// A person changed the control: what it shows changed already, and the binding's owner
    /// catches up. A binding that refuses the change (a constant) makes the control show its
    /// value again.
    func personChanged(to newValue: Value) {
        guard shown != newValue else { return }
        shown = newValue
        binding.wrappedValue = newValue
        let kept = binding.wrappedValue
        if kept != newValue, let element {
            shown = kept
            display(element, kept)
        }
    }
}
