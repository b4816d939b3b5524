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
        if let text = front.scriptAction(using: element, value: value) ?? front.menuChoice(of: element) {
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
    /// such, so that a replay can say it leaves it out. So is a line break (Shift+Return in a
    /// vertical field): an action is one line of the log and of a script.
    func personEdited(_ field: GtkElement, from old: String, to new: String) {
        // Typing gives the field the focus, in a replay as here.
        fieldWithFocus = field
        guard !isDriving, isPersonWatched, let front else { return }
        let typed = new.dropFirst(old.count)
        if new.count > old.count, new.hasPrefix(old), !typed.contains(where: \.isNewline),
           let target = front.scriptAction(using: field), !target.contains("=") {
            onPersonAction?("\(target)=\(typed)")
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

extension GtkElement {
    /// `select:MENU=ITEM` for `item`, a button among the items of a menu or a view's context menu
    /// shown from this element down, named as `select:` finds the menu; nil for any other control.
    /// A menu's items are not among the shown items (they are in its popover), so `scriptAction`
    /// does not reach them.
    func menuChoice(of item: GtkElement) -> String? {
        func holds(_ element: GtkElement) -> Bool { element === item || element.children.contains(where: holds) }
        var menu: GtkElement?
        func visit(_ element: GtkElement) {
            guard menu == nil else { return }
            if element.role == .menu || element.role == .contextMenu,
               element.children.contains(where: { $0.role == .menuItems && holds($0) }) {
                menu = element
                return
            }
            element.shownChildElements.forEach(visit)
        }
        visit(self)
        guard let menu, !menu.label.isEmpty, !item.label.isEmpty else { return nil }
        let shown = shownElements()
        var occurrence = 1
        while let found = try? choosable(menu.label, occurrence: occurrence, among: shown) {
            if found === menu { return "select:\(scriptTarget(menu.label, occurrence: occurrence))=\(item.label)" }
            occurrence += 1
        }
        return nil
    }
}
