import CGtk
import Foundation
import ViewLayer

/// `.background(_:)`: a box around the content whose style draws the paint behind it, with
/// rounded corners for a background in a rounded shape. One CSS provider per look, made once and
/// shared; the theme's colours are named as GTK's CSS names them, so they follow the style.
extension GtkRenderer: BackgroundRendering {
    public func makeBackground(_ look: BackgroundLook) -> any RenderElement {
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_style_context_add_class(cg_style(box.raw), "lab-background")
        let element = make(.background, box, container: box, placement: BoxPlacement.packed)
        applyBackground(look, to: element)
        return element
    }

    public func setBackground(_ element: any RenderElement, _ look: BackgroundLook) {
        applyBackground(look, to: gtk(element))
    }

    private func applyBackground(_ look: BackgroundLook, to element: GtkElement) {
        let context = cg_style(element.pointer.raw)
        if let old = element.background, let provider = Self.backgroundProviders[old] {
            gtk_style_context_remove_provider(context, OpaquePointer(provider))
        }
        element.background = look
        gtk_style_context_add_provider(context, OpaquePointer(Self.provider(for: look)), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION + 1))
    }

    private static var backgroundProviders: [BackgroundLook: UnsafeMutablePointer<GtkCssProvider>] = [:]

    private static func provider(for look: BackgroundLook) -> UnsafeMutablePointer<GtkCssProvider> {
        if let provider = backgroundProviders[look] { return provider }
        let provider = gtk_css_provider_new()!
        let radius = look.cornerRadius == .infinity ? 9999 : Int(look.cornerRadius.rounded())
        let fill = switch look.paint {
        case .linearGradient, .radialGradient, .angularGradient: "background-image: \(look.paint.css)"
        default: "background-color: \(look.paint.css)"
        }
        let css = "box.lab-background { \(fill); border-radius: \(radius)px; }"
        gtk_css_provider_load_from_data(provider, css, -1, nil)
        backgroundProviders[look] = provider
        return provider
    }
}

extension Surface {
    /// The theme's colour of this surface, by the name GTK 3's themes define it.
    var gtkColorName: String {
        switch self {
        case .window: "theme_bg_color"
        case .content: "theme_base_color"
        case .separator: "borders"
        }
    }
}

extension Paint {
    /// The paint as GTK 3's CSS writes a colour: the theme's colours by their names.
    var css: String {
        switch self {
        case .rgba(let red, let green, let blue, let opacity):
            "rgba(\(Int((red * 255).rounded())), \(Int((green * 255).rounded())), \(Int((blue * 255).rounded())), \(opacity))"
        case .foreground(let level, let opacity):
            "alpha(@theme_fg_color, \([1, 0.55, 0.4, 0.25][min(max(level, 0), 3)] * opacity))"
        case .accent(let opacity):
            "alpha(@theme_selected_bg_color, \(opacity))"
        case .material(let material):
            "alpha(@theme_bg_color, \(material.opacity))"
        case .surface(let surface, let opacity):
            "alpha(@\(surface.gtkColorName), \(opacity))"
        case .linearGradient(let gradient):
            // CSS measures the angle clockwise from "to top".
            Self.linearGradient(degrees: Int((atan2(gradient.end.x - gradient.start.x, gradient.start.y - gradient.end.y) * 180 / .pi).rounded()), gradient.stops)
        case .angularGradient(let gradient):
            // GTK 3's CSS has no conic gradient: the colours from leading to trailing.
            Self.linearGradient(degrees: 90, gradient.stops)
        case .radialGradient(let gradient):
            // CSS places stops along the ending radius, SwiftUI between the start and end radii.
            { () -> String in
                let end = max(gradient.endRadius, 1), start = min(max(gradient.startRadius, 0), end)
                let stops = gradient.stops.map { "\($0.paint.css) \(Int(((start + $0.location * (end - start)) / end * 100).rounded()))%" }
                return "radial-gradient(circle \(Int(end.rounded()))px at \(Int((gradient.center.x * 100).rounded()))% \(Int((gradient.center.y * 100).rounded()))%, "
                    + stops.joined(separator: ", ") + ")"
            }()
        }
    }

    /// A CSS linear gradient at `degrees`, clockwise from "to top", through `stops`.
    private static func linearGradient(degrees: Int, _ stops: [LinearPaint.Stop]) -> String {
        "linear-gradient(\(degrees)deg, " + stops.map { "\($0.paint.css) \(Int(($0.location * 100).rounded()))%" }.joined(separator: ", ") + ")"
    }
}
