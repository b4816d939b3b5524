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
    /// `value` is the number a person set a slider or stepper to, or the option they chose.
    func personUsed(_ element: GtkElement?, value: String? = nil) {
        // Nothing is worked out for a log that is not there: an app of one's own, say.
        guard !isDriving, isPersonWatched, let element, let front else { return }
        if let text = front.scriptAction(using: element, value: value) {
            onPersonAction?(text)
        } else {
            // Used, but no script can say so (a control behind a sheet, an unlabelled one).
            onUnscriptableEdit?()
        }
    }

    /// A person made an edit that `text`, a script's action, makes.
    func personActed(_ text: String) {
        guard !isDriving, isPersonWatched else { return }
        onPersonAction?(text)
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
        guard !isDriving, isPersonWatched, let front else { return }
        if new.count > old.count, new.hasPrefix(old), let target = front.scriptAction(using: field), !target.contains("=") {
            onPersonAction?("\(target)=\(new.dropFirst(old.count))")
        } else {
            onUnscriptableEdit?()
        }
    }

    /// Whether anything listens to what a person does.
    private var isPersonWatched: Bool { onPersonAction != nil || onUnscriptableEdit != nil }

    /// A person pressed the back button or closed a presentation.
    func personDid(_ action: String) {
        guard !isDriving, let onPersonAction else { return }
        onPersonAction(action)
    }
}
