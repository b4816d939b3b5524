/// An editable text bound to a string, or to a value shown through a format.
///
/// As SwiftUI's, a field bound to a string writes its binding on every edit a person makes,
/// keystroke by keystroke, so a body that reads the bound value runs once per character typed.
/// A field bound to a value through a format writes it only when the edit is committed: Return,
/// or the focus leaving the field (Apple's documentation of `init(_:value:format:prompt:)`: "For
/// non-string types, the text field updates the value when the user commits their edits, such as
/// by pressing the Return key"). When the bound value changes from elsewhere, the field shows the
/// new value.
///
///     TextField("Name", text: $name)
///     TextField("Notes", text: $notes, axis: .vertical)
///     TextField("Amount", value: $amount, format: .number)
public struct TextField: View, PrimitiveView {
    /// What a script addresses the field by, shown in it while it is empty.
    let prompt: String
    /// The field's title when a prompt is shown in its place: it names the field (its accessible
    /// name, and its label in `show` and for actions), as SwiftUI's title labels a field whose
    /// prompt is the placeholder. A script may still address the field by its prompt.
    var title: String?
    /// The text the field shows: the bound string, or the bound value formatted.
    let text: Binding<String>
    var kind = TextFieldKind()
    /// Whether edits reach the binding only when committed, as a formatted value's do.
    var commitsEdits = false
    /// iOS 13's callbacks: the focus coming and going, and Return.
    var editingChanged: ((Bool) -> Void)?
    var committed: (() -> Void)?

    init(prompt: String, text: Binding<String>, kind: TextFieldKind = TextFieldKind(), commitsEdits: Bool = false) {
        self.prompt = prompt
        self.text = text
        self.kind = kind
        self.commitsEdits = commitsEdits
    }

    func update(_ node: PrimitiveNode, previous: Self?) {
        let backend = node.backend
        // The field's one read of the bound value. It makes the field depend on the value, so that
        // a change from elsewhere comes back here to be shown.
        let value = node.track { text.currentValue }
        // Return runs the `onSubmit` actions around the field, as they are at this update.
        // A search field runs the `onSubmit(of: .search)` actions, any other the `.text` ones.
        var submitActions = (kind.isSearch ? node.context[SearchSubmitActionsInput.self] : node.context[SubmitActionsInput.self]) ?? []
        if let committed { submitActions.insert({ committed() }, at: 0) }
        if let state = node.primitiveState as? TextFieldState, let element = node.element {
            state.submitActions = submitActions
            state.binding = text
            if let previous, previous.prompt != prompt {
                backend.set(.text) { $0.textFieldRendering.updateTextFieldPrompt(element, prompt) }
            }
            state.update(to: value)
        } else {
            let state = TextFieldState(binding: text, shown: value, commitsEdits: commitsEdits) { [unowned backend] element, text in
                backend.set(.text) { $0.textFieldRendering.setText(ofTextField: element, to: text) }
            }
            state.submitActions = submitActions
            node.primitiveState = state
            var kind = kind
            // A search field keeps GNOME's look whatever the style around it says.
            if !kind.isSearch { kind.hasFrame = node.context.environment.textFieldStyleHasFrame }
            let prompt = prompt
            let onChange: @MainActor (String) -> Void = { [weak state] edited in state?.personChanged(to: edited) }
            let onSubmit: @MainActor () -> Void = { [weak state] in state?.submit() }
            var onEndEditing: (@MainActor () -> Void)?
            if commitsEdits { onEndEditing = { [weak state] in state?.commit() } }
            let element = backend.make {
                $0.textFieldRendering.makeTextField(prompt: prompt, text: value, kind: kind, onChange: onChange, onSubmit: onSubmit, onEndEditing: onEndEditing)
            }
            node.setElement(element, holdsChildren: false)
            state.element = node.element
            if editingChanged != nil {
                backend.uncounted { $0.focusRendering.observeFocus(of: element) { [weak state] in state?.editingChanged?($0) } }
            }
        }
        if let state = node.primitiveState as? TextFieldState {
            state.editingChanged = editingChanged
            node.updateEnablement(&state.isEnabled)
            // Named by its title while it has one apart from its prompt, by its prompt again after.
            let naming = title.flatMap { !$0.isEmpty && $0 != prompt ? $0 : nil }
            if naming != state.namingTitle, let element = node.element {
                state.namingTitle = naming
                let name = naming ?? prompt
                backend.set(.text) { $0.accessibleNameRendering.setAccessibleName(element, name) }
            }
        }
    }
}

/// What a text field keeps: its bound text, the `onSubmit` actions Return runs, and, for a field
/// that commits its edits, the text its binding last gave.
final class TextFieldState: BoundControlState<String> {
    var submitActions: [@MainActor () -> Void] = []
    /// The title the field is named by, as last given.
    var namingTitle: String?
    var editingChanged: ((Bool) -> Void)?
    let commitsEdits: Bool
    /// The bound text as the binding last gave it, which an update compares with rather than with
    /// what the field shows: a person's uncommitted edit stays until the value itself changes.
    private var bound: String

    init(binding: Binding<String>, shown: String, commitsEdits: Bool, show: @escaping @MainActor (any RenderElement, String) -> Void) {
        self.commitsEdits = commitsEdits
        bound = shown
        super.init(binding: binding, shown: shown, show: show)
    }

    override func update(to value: String) {
        guard commitsEdits else { return super.update(to: value) }
        guard bound != value else { return }
        bound = value
        super.update(to: value)
    }

    override func personChanged(to newValue: String) {
        // An edit of a formatted value waits in the field until it is committed.
        guard commitsEdits else { return super.personChanged(to: newValue) }
        shown = newValue
    }

    /// Writes the field's text to a binding that waits for commits: a text the format parses sets
    /// the value, and the field shows the value formatted; any other text gives way to the value.
    func commit() {
        guard commitsEdits else { return }
        if shown != bound { binding.wrappedValue = shown }
        let kept = binding.wrappedValue
        bound = kept
        guard shown != kept, let element else { return }
        shown = kept
        display(element, kept)
    }

    /// A person pressed Return in the field: the edit is committed before the actions run, so
    /// they see the value the field shows (the layer's reading; Apple's documentation names
    /// Return as a commit and `onSubmit` as Return's action, without saying which comes first).
    func submit() {
        commit()
        for action in submitActions { action() }
    }
}
