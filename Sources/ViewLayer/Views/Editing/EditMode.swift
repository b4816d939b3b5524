/// Whether the user is editing a view's content: `@Environment(\.editMode)`, which an
/// `EditButton` switches between `.inactive` and `.active`.
public enum EditMode: Sendable, Hashable {
    case inactive
    case transient
    case active

    public var isEditing: Bool { self != .inactive }
}

extension EnvironmentValues {
    /// A binding to the edit mode of the views inside: the window's own, which every view in it
    /// shares (as an iOS scene's views share their host's), or one given with
    /// `.environment(\.editMode, $mode)`.
    ///
    ///     @Environment(\.editMode) private var editMode
    ///     …
    ///     if editMode?.wrappedValue.isEditing == true { Text("Editing") }
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] ?? self[EditModeStoreKey.self]?.binding }
        set { self[EditModeKey.self] = newValue }
    }

    /// The window's edit mode, which the graph gives its root.
    var editModeStore: EditModeStore? {
        get { self[EditModeStoreKey.self] }
        set { self[EditModeStoreKey.self] = newValue }
    }
}

private struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

private struct EditModeStoreKey: EnvironmentKey {
    static var defaultValue: EditModeStore? { nil }
}

/// A window's edit mode: a state of its own, whose readers are invalidated when it changes, as a
/// `@State`'s are.
final class EditModeStore: StateSource, @unchecked Sendable {
    /// Touched on the main thread only.
    nonisolated(unsafe) private var mode = EditMode.inactive

    /// A binding made afresh at each read of the environment, carrying the mode as it is then:
    /// a reader whose environment changed elsewhere sees the same source and value, and is not
    /// updated for it; reading its value makes the reader depend on the mode.
    var binding: Binding<EditMode> {
        Binding(source: self, value: mode, get: { [self] in mode }, set: { [self] newValue in
            guard mode != newValue else { return }
            mode = newValue
            didChange(site: "EditMode")
        })
    }
}
