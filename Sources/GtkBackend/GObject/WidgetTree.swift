import CGtk

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// A container's children, in order; none for a widget that holds none.
    @MainActor public var children: [UnsafeMutablePointer<GtkWidget>] {
        guard cg_is_container(raw) != 0 else { return [] }
        let list = gtk_container_get_children(cg_container(raw))
        defer { g_list_free(list) }
        var children: [UnsafeMutablePointer<GtkWidget>] = []
        var node = list
        while let current = node {
            if let data = current.pointee.data { children.append(data.assumingMemoryBound(to: GtkWidget.self)) }
            node = current.pointee.next
        }
        return children
    }

    /// Whether the widget is a `type`, or of a type derived from it.
    public func isA(_ type: GType) -> Bool {
        g_type_check_instance_is_a(UnsafeMutableRawPointer(self).assumingMemoryBound(to: GTypeInstance.self), type) != 0
    }
}
