import ViewLayer

/// The benchmark's rows as real SwiftUI code styles them (issue 31), in a list as `RowsView`'s: a
/// `Label` with a symbol, a secondary-styled id, a `.font`, a `Spacer` and a `.frame`. What this
/// table measures is what the look adds, against the expert table drawn the same way
/// (`GtkRowWidgets.makeStyled`).
struct StyledRowsView: View {
    @ObservedObject var store: RowStore

    var body: some View {
        let selected = store.selected
        VStack(spacing: 0) {
            ForEach(store.rows) { row in
                StyledRowView(row: row, isSelected: row.id == selected, store: store)
            }
        }
    }
}

struct StyledRowView: View {
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
