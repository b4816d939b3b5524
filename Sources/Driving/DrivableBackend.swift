import ViewLayer

/// A backend a script can drive as a person would: what is shown, in on-screen order, and the
/// actions of `lifecycle-lab run`. While a sheet, cover or popover is presented, everything
/// addresses it.
@MainActor
public protocol DrivableBackend: RenderBackend {
    /// What is visible, in on-screen order. In a navigation stack only the top page counts.
    func shownItems() -> [ShownItem]
    /// Activates the `occurrence`-th (from 1) visible button or navigation link labelled `label`;
    /// when no button or link has that label, taps the view with a tap gesture that has, pressing
    /// as many times as its gesture counts.
    func tap(_ label: String, occurrence: Int) throws(DriveError)
    /// Flips the `occurrence`-th (from 1) visible toggle labelled `label`.
    func toggle(_ label: String, occurrence: Int) throws(DriveError)
    /// Types `text` at the end of the `occurrence`-th (from 1) visible text field labelled `label`,
    /// as key presses into the field: each character is one edit, so the field's binding is
    /// written once per character. Nothing settles in between; a caller that wants each
    /// character's update on its own passes one character at a time.
    func type(_ text: String, into label: String, occurrence: Int) throws(DriveError)
    /// Chooses the option labelled `option` in the `occurrence`-th (from 1) visible picker
    /// labelled `label`, as a person picks it from the menu, the segments or the radio buttons.
    func select(_ option: String, in label: String, occurrence: Int) throws(DriveError)
    /// Sets the `occurrence`-th (from 1) visible slider or stepper labelled `label` to `value`,
    /// which must lie in its range, as a person drags a slider there or steps a stepper to it:
    /// the value is written once, between the control's editing beginning and ending.
    func set(_ label: String, occurrence: Int, to value: Double) throws(DriveError)
    /// Deletes the visible row whose text is `label` from its list, as its delete button does.
    func deleteRow(_ label: String) throws(DriveError)
    /// Moves the visible row whose text is `label` to `position` (from 1) among its list's rows,
    /// as a person moving it there does.
    func moveRow(_ label: String, to position: Int) throws(DriveError)
    /// Presses Enter in the `occurrence`-th (from 1) visible text field labelled `label`, which
    /// runs the `onSubmit` actions around it.
    func submit(_ label: String, occurrence: Int) throws(DriveError)
    /// Gives the keyboard's focus to the `occurrence`-th (from 1) visible control labelled
    /// `label`, as a person's click or Tab does: a `@FocusState` bound to it follows.
    func focus(_ label: String, occurrence: Int) throws(DriveError)
    /// Presses the `occurrence`-th (from 1) visible view labelled `label` whose gesture is of
    /// `kind`, at its origin, as a person's pointer does; the press is held until the caller
    /// releases it.
    func press(_ label: String, occurrence: Int, for kind: GestureKind) throws(DriveError) -> any PointerPress
    /// Pops the top page of the visible navigation stack, as its back button does.
    func goBack() throws(DriveError)
    /// Closes the top modal presentation (a sheet, a full-screen cover or a popover), as closing
    /// its window or a click outside a popover does.
    func dismissTopPresentation() throws(DriveError)
    /// Scrolls the innermost visible scroll view by `step`, as a person scrolling would.
    func scroll(_ step: ScrollStep) throws(DriveError)
}
