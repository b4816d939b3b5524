import CGtk
import ViewLayer

/// `.background(_:)`: a box around the content whose style gives it the colour, as a card with
/// rounded corners. One CSS provider per colour, made once and shared.
extension GtkRenderer: BackgroundRendering {
    public func makeBackground(_ color: Color) -> any RenderElement {
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_style_context_add_class(cg_style(box.raw), "lab-card")
        let element = make(.background, box, container: box, placement: BoxPlacement.packed)
        applyBackground(color, to: element)
        return element
    }

    public func setBackground(_ element: any RenderElement, _ color: Color) {
        applyBackground(color, to: gtk(element))
    }

    private func applyBackground(_ color: Color, to element: GtkElement) {
        let context = cg_style(element.pointer.raw)
        if let old = element.background, let provider = Self.backgroundProviders[old] {
            gtk_style_context_remove_provider(context, OpaquePointer(provider))
        }
        element.background = color
        gtk_style_context_add_provider(context, OpaquePointer(Self.provider(for: color)), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION + 1))
    }

    private static var backgroundProviders: [Color: UnsafeMutablePointer<GtkCssProvider>] = [:]

    private static func provider(for color: Color) -> UnsafeMutablePointer<GtkCssProvider> {
        if let provider = backgroundProviders[color] { return provider }
        let provider = gtk_css_provider_new()!
        // Dark text on the palette's light colours, in the light and the dark style alike.
        let css = "box.lab-card { background-color: \(color.hex); color: #1e1e1e; border-radius: 8px; padding: 8px 12px; }"
        gtk_css_provider_load_from_data(provider, css, -1, nil)
        backgroundProviders[color] = provider
        return provider
    }
}
