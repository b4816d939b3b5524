import CGtk
import GtkBackend
import ViewLayer

/// The header bar's choice of the SwiftUI release the experiments follow (rule 20): a person
/// compares what iOS 17 and iOS 18 do by switching here, as `--behavior` does on the command line.
@MainActor
final class ReleaseSelector {
    let widget: UnsafeMutablePointer<GtkWidget>
    /// Called with the release a person picked.
    var onChange: ((SwiftUIRelease) -> Void)?

    init(selected: SwiftUIRelease) {
        widget = gtk_combo_box_text_new()
        for release in SwiftUIRelease.allCases {
            let name = release == .standard ? "\(release.name) (default)" : release.name
            gtk_combo_box_text_append(cg_combo_box_text(widget.raw), release.rawValue, name)
        }
        gtk_combo_box_set_active_id(cg_combo_box(widget.raw), selected.rawValue)
        gtk_widget_set_tooltip_text(widget, "The SwiftUI release whose documented behaviour the experiment follows; another one restarts it")
        gtk_widget_set_valign(widget, GTK_ALIGN_CENTER)
        Signals.connect(widget.raw, "changed") { [weak self] in
            guard let self, let id = gtk_combo_box_get_active_id(cg_combo_box(self.widget.raw)),
                  let release = SwiftUIRelease(rawValue: String(cString: id))
            else { return }
            self.onChange?(release)
        }
    }
}
