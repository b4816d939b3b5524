import ViewLayer

/// The benchmark's rows as real SwiftUI code styles them (issue 31): a `Label` with a symbol, a
/// secondary-styled id, a `.font`, a `Spacer` and a `.frame`, in the plain table's `RowsView`
/// (`RowsView<StyledRowView>`): what this table measures is what the look adds, against the
/// expert table drawn the same way (`GtkRowWidgets.makeStyled`).
struct StyledRowView: TableRow {
    let row: Row
    let isSelected: Bool
    let store: RowStore

    var body: some View {
        HStack {
            Text("\(row.id)")
                .monospacedDigit()
                .foregroundStyle(.secondary)
                .bold(isSelected)
                .frame(width: StyledRowLook.idWidth, alignment: .trailing)
            Button { store.selected = row.id } label: {
                Label(row.label, systemImage: "star")
            }
            .font(.callout)
            Spacer()
            Button("x") { store.rows.removeAll { $0.id == row.id } }
        }
    }
}

/// What both styled tables draw alike.
enum StyledRowLook {
    /// The id's column, wide enough for five digits.
    static let idWidth = 48.0
    /// `.callout` on GNOME's type scale (`Font.TextStyle.gnomeScale`).
    static let labelScale = 0.94
    /// The Adwaita icon `Image(systemName: "star")` shows.
    static let iconName = "non-starred-symbolic"
}
