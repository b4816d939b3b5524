import CGtk
import Driving
import ViewLayer

/// A person's own use of the widgets, reported as the script action that does the same
/// (`tap:+1#2`, `toggle:Enabled`, `back`, `dismiss`), so that the log reads the same for people
/// and for scripts, and what a person did can be replayed. What the renderer does itself while
/// performing a script is not reported: the script's own step is logged already.
extension GtkRenderer {
    /// Runs `drive`, a script's step, without reporting the widgets' signals as a person's actions.
    func driving(_ drive: () -> Void) {
        isDriving = true
        defer { isDriving = false }
        drive()
    }

    /// A button, link or toggle was used by a person: reports the action a script would write.
    /// Called before the control's own action runs, while the screen is still what was clicked.
    func personUsed(_ element: GtkElement?) {
        guard !isDriving, let element, let front else { return }
        if let text = front.scriptAction(using: element) {
            onPersonAction?(text)
        } else {
            // Used, but no script can say so (a control behind a sheet, an unlabelled one).
            onUnscriptableEdit?()
        }
    }

    /// Goes back as a person does with Alt+Left: the back button is pressed, and logged as `back`.
    public func goBackAsAPerson() {
        guard let back = visibleBackButton else { return }
        gtk_button_clicked(cg_button(back.raw))
    }

    /// Closes the top presentation as a person does with Escape: a window is asked to close, a
    /// popover pops down, and that is logged as `dismiss`.
    public func closeTopPresentationAsAPerson() {
        guard let top = presentations.last else { return }
        close(top)
    }

    /// A person edited a text field. Typing at the end is what `type:` does, and is logged as it;
    /// any other edit (a deletion, text put in the middle) has no script form, and is reported as
    /// such, so that a replay can say it leaves it out.
    func personEdited(_ field: GtkElement, from old: String, to new: String) {
        guard !isDriving, let front else { return }
        if new.count > old.count, new.hasPrefix(old), let target = front.scriptAction(using: field), !target.contains("=") {
            onPersonAction?("\(target)=\(new.dropFirst(old.count))")
        } else {
            onUnscriptableEdit?()
        }
    }

    /// A person pressed the back button or closed a presentation.
    func personDid(_ action: String) {
        guard !isDriving, let onPersonAction else { return }
        onPersonAction(action)
    }
}

extension InspectableElement {
    /// The script action that uses `control` as a person just did, counting `#N` among the
    /// shown controls of its kind with its label, as `tap:LABEL#N` finds them.
    public func scriptAction(using control: Self) -> String? {
        let shown = shownElements()
        guard let index = shown.firstIndex(where: { $0.element === control }) else { return nil }
        let item = shown[index].item
        // A script cannot name a control without a label.
        guard !item.label.isEmpty else { return nil }
        let verb: String
        let isSameKind: (ShownItem.Kind) -> Bool
        switch item.kind {
        case .button, .link:
            verb = "tap"
            isSameKind = \.isTappable
        case .toggle:
            verb = "toggle"
            isSameKind = \.isToggle
        case .textField:
            verb = "type"
            isSameKind = \.isTextField
        default:
            return nil
        }
        var occurrence = 1
        for earlier in shown[..<index] where isSameKind(earlier.item.kind) && earlier.item.label == item.label {
            occurrence += 1
        }
        // A label that itself ends in `#` and digits needs its number written out.
        let endsLikeANumber = item.label.range(of: #"#[0-9]+$"#, options: .regularExpression) != nil
        let target = occurrence > 1 || endsLikeANumber ? "\(item.label)#\(occurrence)" : item.label
        return "\(verb):\(target)"
    }
}
