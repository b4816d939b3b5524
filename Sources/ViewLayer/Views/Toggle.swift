/// A labelled on/off control bound to a Boolean.
public struct Toggle<Label: View>: View, PrimitiveView {
    let isOn: Binding<Bool>
    let label: Label

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    func update(_ node: PrimitiveNode, previous: Self?) {
        let choice = node.context.environment.toggleStyleChoice
        if let style = choice.custom {
            updateStyled(node, style: style)
            return
        }
        let backend = node.backend
        let value = node.track { isOn.currentValue }
        let state: BoundControlState<Bool>
        if let kept = node.primitiveState as? BoundControlState<Bool>, node.element != nil {
            state = kept
            state.binding = isOn
            state.update(to: value)
        } else {
            state = BoundControlState(binding: isOn, shown: value) { [unowned backend] element, isOn in
                backend.set(.toggle) { $0.toggleRendering.updateToggle(element, isOn: isOn) }
            }
            node.primitiveState = state
            let element = backend.make {
                $0.toggleRendering.makeToggle(isOn: value, style: choice.kind) { [weak state] newValue in state?.personChanged(to: newValue) }
            }
            node.setElement(element, holdsChildren: PrimitiveNode.controlHoldsChildren(labelledBy: Label.self))
            state.element = node.element
        }
        node.updateLabel(label, of: state)
        node.updateLabelsHidden(&state.labelsHidden)
        node.updateEnablement(&state.isEnabled)
    }
}

extension Toggle {
    /// A toggle drawn by a style of the user's: the style's body, a view of its type, with the
    /// toggle's label and binding. Inside it, toggles are drawn as the style around this one would.
    private func updateStyled(_ node: PrimitiveNode, style: any ToggleStyle) {
        let state = node.keptState(StyledToggleState(label))
        state.label.update(label)
        let configuration = ToggleStyleConfiguration(label: .init(source: state.label), isOn: isOn)
        func body<S: ToggleStyle>(_ style: S) -> any View { ToggleStyleBody(style: style, configuration: configuration) }
        var context = node.childContext
        context.environment.toggleStyleChoice = ToggleStyleChoice(kind: .checkbox)
        node.updateChildren([ChildSpec(key: .single, view: body(style))], context: context)
    }
}

/// What a toggle drawn by a custom style keeps: its label, which the style's body shows.
@MainActor
final class StyledToggleState {
    let label: ConfigurationContent

    init(_ label: some View) {
        self.label = ConfigurationContent(label)
    }
}

extension Toggle where Label == Text {
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == ViewLayer.Label<Text, Image> {
    /// A toggle labelled by a title and a system image, as Apple's `Toggle` overview shows it:
    ///
    ///     Toggle("Vibrate on Ring", systemImage: "dot.radiowaves.left.and.right", isOn: $vibrateOnRing)
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { ViewLayer.Label(title, systemImage: systemImage) }
    }

    public init<S: StringProtocol, C: RandomAccessCollection>(
        _ title: S, systemImage: String, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(sources: sources, isOn: isOn) { ViewLayer.Label(title, systemImage: systemImage) }
    }
}

/// One toggle for many Booleans (iOS 16), as Apple's `init(sources:isOn:label:)` shows it: a
/// single toggle for all of a list's alarms.
///
///     Toggle("Enable all alarms", sources: $alarms, isOn: \.isOn)
///
/// It is on when every source is on, and setting it sets every source. SwiftUI draws a mixed
/// state when some are on; GTK's check button and switch have no such state to bind here, so the
/// toggle shows off (`show`: `| [ ] LABEL`) until all are on: the layer's reading.
extension Toggle {
    public init<C: RandomAccessCollection>(sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label) {
        let bindings = sources.map { $0[keyPath: isOn] }
        let all = Binding<Bool>(
            get: { !bindings.isEmpty && bindings.allSatisfy(\.wrappedValue) },
            set: { newValue in for binding in bindings { binding.wrappedValue = newValue } }
        )
        self.init(isOn: all, label: label)
    }

    /// The sources as SwiftUI code usually hands them over, a binding to a collection (SwiftUI's
    /// `Binding` is itself a collection of bindings to the elements).
    public init<C: MutableCollection & RandomAccessCollection>(
        sources: Binding<C>, isOn: KeyPath<Binding<C.Element>, Binding<Bool>>, @ViewBuilder label: () -> Label
    ) where C.Index: Hashable {
        self.init(sources: IndexedBindings(base: sources, values: sources.wrappedValue), isOn: isOn, label: label)
    }
}

extension Toggle where Label == Text {
    public init<S: StringProtocol, C: RandomAccessCollection>(_ title: S, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { Text(title) }
    }

    public init<S: StringProtocol, C: MutableCollection & RandomAccessCollection>(
        _ title: S, sources: Binding<C>, isOn: KeyPath<Binding<C.Element>, Binding<Bool>>
    ) where C.Index: Hashable {
        self.init(sources: sources, isOn: isOn) { Text(title) }
    }
}
