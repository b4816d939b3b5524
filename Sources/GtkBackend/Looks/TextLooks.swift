import CGtk
import ViewLayer

/// A text's look as a GNOME developer sets it on a `GtkLabel`: Pango attributes for the font, its
/// size and colour; GNOME's style classes for levels of emphasis (`dim-label`) and the accent,
/// which follow the light and dark styles; and the label's own lines and ellipsis for a line limit.
extension GtkRenderer {
    public func setTextLook(_ element: any RenderElement, _ look: TextLook) {
        let label = gtk(element).pointer
        guard let attributes = pango_attr_list_new() else { return }
        defer { pango_attr_list_unref(attributes) }
        if look.runs.isEmpty {
            var classes: Set<String> = []
            if let emphasis = RendererStyles.emphasisClass(for: look.foreground) { classes.insert(emphasis) }
            // Bold alone is a class, as GNOME's apps and the expert table set it.
            let weight = look.resolvedWeight?.value ?? 400
            let weightIsClass = weight == 700 && look.font?.style == nil
            if weightIsClass { classes.insert("lab-bold") }
            if look.isRedacted { classes.insert("lab-redacted") }
            RendererStyles.setClasses(classes, on: label)
            Self.addAttributes(of: look, to: attributes, weight: weightIsClass ? nil : weight)
        } else {
            // A concatenated text's parts, each drawn by attributes over its own bytes and none
            // by a class, which would draw the whole label.
            RendererStyles.setClasses(look.isRedacted ? ["lab-redacted"] : [], on: label)
            var start = 0
            for run in look.runs {
                let end = start + run.utf8Count
                Self.addAttributes(of: run.look, to: attributes, weight: run.look.resolvedWeight?.value ?? 400, bytes: start..<end, in: label)
                start = end
            }
        }
        gtk_label_set_attributes(cg_label(label.raw), attributes)
        setLineLimit(look.lineLimit, truncatedAt: look.truncationMode, of: label)
        if (gtk_label_get_selectable(cg_label(label.raw)) != 0) != look.isSelectable {
            gtk_label_set_selectable(cg_label(label.raw), look.isSelectable ? 1 : 0)
        }
    }

    /// Adds the Pango attributes that draw `look`, over `bytes` or the whole text; the weight is
    /// left to a class when nil.
    static func addAttributes(
        of look: TextLook, to attributes: OpaquePointer, weight: Int?, bytes: Range<Int>? = nil, in label: UnsafeMutablePointer<GtkWidget>? = nil
    ) {
        func add(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
            guard let attribute else { return }
            if let bytes {
                attribute.pointee.start_index = guint(bytes.lowerBound)
                attribute.pointee.end_index = guint(bytes.upperBound)
            }
            pango_attr_list_insert(attributes, attribute)
        }
        let isPart = bytes != nil
        if let font = look.font {
            if let size = font.size {
                add(pango_attr_size_new_absolute(pixels(size * Double(PANGO_SCALE), atLeast: Int32(PANGO_SCALE), fallback: 16 * Int32(PANGO_SCALE))))
            } else if let style = font.style, style.gnomeScale.scale != 1 {
                add(pango_attr_scale_new(style.gnomeScale.scale))
            }
            if let family = font.family ?? font.design.flatMap(Self.family(of:)) { add(pango_attr_family_new(family)) }
        }
        if let weight, weight != 400 || isPart { add(pango_attr_weight_new(PangoWeight(rawValue: UInt32(weight)))) }
        if let tracking = look.tracking { add(pango_attr_letter_spacing_new(pixels(tracking * Double(PANGO_SCALE), fallback: 0))) }
        if let offset = look.baselineOffset { add(pango_attr_rise_new(pixels(offset * Double(PANGO_SCALE), fallback: 0))) }
        let isItalic = look.isItalic || look.font?.isItalic == true
        if isItalic || isPart { add(pango_attr_style_new(isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)) }
        if look.hasMonospacedDigits || look.font?.hasMonospacedDigits == true { add(pango_attr_font_features_new("tnum")) }
        if look.isStrikethrough || isPart { add(pango_attr_strikethrough_new(look.isStrikethrough ? 1 : 0)) }
        if look.isUnderlined || isPart { add(pango_attr_underline_new(look.isUnderlined ? PANGO_UNDERLINE_SINGLE : PANGO_UNDERLINE_NONE)) }
        func channel(_ value: Double) -> UInt16 { UInt16((value * 65535).rounded()) }
        switch look.foreground {
        case .rgba(let red, let green, let blue, let opacity)?:
            add(pango_attr_foreground_new(channel(red), channel(green), channel(blue)))
            if opacity < 1 { add(pango_attr_foreground_alpha_new(channel(opacity))) }
        case .foreground(let level, let opacity)? where isPart:
            // A part's level of emphasis, as GNOME's classes draw it, in its alpha.
            add(pango_attr_foreground_alpha_new(channel([1, 0.55, 0.4, 0.25][min(max(level, 0), 3)] * opacity)))
        case .accent(let opacity)? where isPart:
            // A part in the accent: the theme's colour as it is now.
            var accent = GdkRGBA()
            if let label, gtk_style_context_lookup_color(gtk_widget_get_style_context(label), "theme_selected_bg_color", &accent) != 0 {
                add(pango_attr_foreground_new(channel(accent.red), channel(accent.green), channel(accent.blue)))
                if opacity < 1 { add(pango_attr_foreground_alpha_new(channel(opacity))) }
            }
        default:
            break
        }
        // A placeholder bar has no text on it: a colour of the text's own would draw over the
        // class's transparent one.
        if look.isRedacted { add(pango_attr_foreground_alpha_new(1)) }
    }

    private static func family(of design: Font.Design) -> String? {
        switch design {
        case .serif: "Serif"
        case .monospaced: "Monospace"
        case .default, .rounded: nil
        }
    }

    /// At most `limit` lines, the last cut with an ellipsis where `mode` says: wrapped past one line.
    private func setLineLimit(_ limit: Int?, truncatedAt mode: Text.TruncationMode, of label: UnsafeMutablePointer<GtkWidget>) {
        let gtkLabel = cg_label(label.raw)
        guard let limit else {
            if gtk_label_get_ellipsize(gtkLabel) != PANGO_ELLIPSIZE_NONE {
                gtk_label_set_ellipsize(gtkLabel, PANGO_ELLIPSIZE_NONE)
                gtk_label_set_lines(gtkLabel, -1)
            }
            return
        }
        let ellipsis = switch mode {
        case .head: PANGO_ELLIPSIZE_START
        case .middle: PANGO_ELLIPSIZE_MIDDLE
        case .tail: PANGO_ELLIPSIZE_END
        }
        gtk_label_set_ellipsize(gtkLabel, ellipsis)
        gtk_label_set_lines(gtkLabel, Int32(clamping: max(limit, 1)))
        if limit > 1 {
            gtk_label_set_line_wrap(gtkLabel, 1)
            gtk_label_set_line_wrap_mode(gtkLabel, PANGO_WRAP_WORD_CHAR)
        }
    }
}
