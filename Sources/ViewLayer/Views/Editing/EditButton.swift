/// A button that switches the environment's edit mode: "Edit" while inactive, "Done" while
/// editing, as SwiftUI's is labelled.
///
///     List { ForEach(items) { Text($0.name) }.onDelete(perform: delete) }
///         .toolbar { EditButton() }
///
/// On a desktop, rows with `onDelete` or `onMove` show their buttons whether or not the mode is
/// editing; views that read `\.editMode` follow it.
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    public init() {}

    public var body: some View {
        let isEditing = editMode?.wrappedValue.isEditing == true
        Button(isEditing ? "Done" : "Edit") {
            editMode?.wrappedValue = isEditing ? .inactive : .active
        }
    }
}
