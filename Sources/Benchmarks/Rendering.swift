/// How GDK draws a window's contents in the benchmark's workers: `GDK_RENDERING`'s values.
///
/// Under Xvfb the two differ by what they measure. `similar`, GDK's default on X11, draws through
/// XRender into server pixmaps: every shape is cut into trapezoids in the process and sent to a
/// server that renders them in software, a path no desktop takes (a desktop X server accelerates
/// XRender). `image` draws with cairo in the process's own memory and sends the result, which is
/// what GTK 3 does on a Wayland session, GNOME's default, where a window's buffer is shared memory.
public enum Rendering: String, CaseIterable, Codable, Sendable {
    case image
    case similar

    /// The rendering the published figures use.
    public static let published = Rendering.image

    /// For the report's machine table.
    var described: String {
        switch self {
        case .image: "GDK_RENDERING=image (cairo draws in client memory, as GTK 3 does on Wayland)"
        case .similar: "GDK_RENDERING=similar (GDK's X11 default: XRender, in Xvfb's software)"
        }
    }
}
