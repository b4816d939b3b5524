/// Declares a preview of a view, listed by `Preview.all` for tests to mount.
///
///     #Preview("Empty list") {
///         NoteList(notes: [])
///     }
///
/// A body may begin with `@Previewable` state, which lives as long as the mounted preview:
///
///     #Preview {
///         @Previewable @State var isOn = false
///         Toggle("Wi-Fi", isOn: $isOn)
///     }
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "ViewLayerMacros", type: "PreviewMacro")

/// A preview with traits, such as `.sizeThatFitsLayout`; the traits are kept with it and change
/// nothing on Linux.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "ViewLayerMacros", type: "PreviewMacro")

/// Marks a dynamic property written at the top of a `#Preview`'s body, such as
/// `@Previewable @State var count = 0`, as state of the preview itself.
@attached(peer)
public macro Previewable() = #externalMacro(module: "ViewLayerMacros", type: "PreviewableMacro")
