import ViewLayer

extension InspectableElement {
    /// The script action that uses `control` as a person just did (`tap:+1#2`), counting `#N`
    /// among the shown controls of its kind with its label, as `tap:LABEL#N` finds them; nil when
    /// `control` is not shown from this element down, or has no label a script can name.
    ///
    /// The shown items are walked in on-screen order only up to the control (`forEachShownItem`),
    /// reading the labels of controls of its kind alone: a click in a long list costs the rows
    /// above it, not the whole window's labels.
    /// `value` is what a person set a slider or stepper to, or the option they chose in a
    /// picker, when the control does not show it yet.
    public func scriptAction(using control: Self, value: String? = nil) -> String? {
        guard let kind = control.itemKind else { return nil }
        let verb: String
        let isSameKind: (ShownItem.Kind, Self) -> Bool
        switch kind {
        case .button, .link:
            verb = "tap"
            isSameKind = { $1.isTapped(as: $0) }
        case .menu where control.hasPrimaryAction:
            // Its primary action, which `tap:` runs.
            verb = "tap"
            isSameKind = { $1.isTapped(as: $0) }
        case .toggle:
            verb = "toggle"
            isSameKind = { kind, _ in kind.isToggle }
        case .textField:
            verb = "type"
            isSameKind = { kind, _ in kind.isTextField }
        case .picker:
            verb = "select"
            isSameKind = { kind, _ in kind.isPicker }
        case .value:
            // What a person set it to, as `set:LABEL=NUMBER` sets it.
            verb = "set"
            isSameKind = { kind, _ in kind.isValueControl }
        case .text, .label, .image, .progress, .sectionHeader, .alertTitle, .menu:
            return nil
        }
        // The control's label is known once it is reached, a view around it may name it.
        var labels: [String] = []
        var reachedLabel: String?
        forEachShownItem { shownKind, element, shownAs in
            if element === control {
                reachedLabel = shownAs.name ?? control.label
                return false
            }
            if isSameKind(shownKind, element) { labels.append(shownAs.name ?? element.label) }
            return true
        }
        // A script cannot name a control without a label.
        guard let label = reachedLabel, !label.isEmpty else { return nil }
        let occurrence = 1 + labels.count(where: { $0 == label })
        let target = scriptTarget(label, occurrence: occurrence)
        if case .value(let formatted) = kind { return "\(verb):\(target)=\(value ?? formatted)" }
        if case .picker(let option) = kind { return "\(verb):\(target)=\(value ?? option)" }
        return "\(verb):\(target)"
    }
}

/// How a script names the `occurrence`-th control labelled `label`: `LABEL`, or `LABEL#N` when
/// it is not the first, or when the label itself ends in `#` and digits, which a script would
/// otherwise read as its number.
public func scriptTarget(_ label: String, occurrence: Int) -> String {
    let endsLikeANumber = label.range(of: #"#[0-9]+$"#, options: .regularExpression) != nil
    return occurrence > 1 || endsLikeANumber ? "\(label)#\(occurrence)" : label
}
