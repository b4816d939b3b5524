import LifecycleTesting
import SwiftUI
import Testing

// A small notes app as a SwiftUI developer writes it for iOS 17 and 18, using the look-and-layout
// API of issue 31 with nothing changed but what this file needs to run as a test: that it compiles
// with `import SwiftUI` alone is the first half of the test.

struct Note: Identifiable, Hashable {
    let id = UUID()
    var title: String
    var body: String
    var isPinned = false
    var created = Date(timeIntervalSince1970: 0)
}

@Observable
final class NotesStore {
    var notes: [Note] = [
        Note(title: "Groceries", body: "Milk, bread", isPinned: true),
        Note(title: "Ideas", body: "A lab for SwiftUI's lifecycle"),
    ]
}

struct NoteRow: View {
    let note: Note

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 12) {
            Image(systemName: note.isPinned ? "pin.fill" : "note.text")
                .foregroundStyle(note.isPinned ? Color.orange : .secondary)
                .imageScale(.medium)
            VStack(alignment: .leading, spacing: 4) {
                Text(note.title)
                    .font(.headline)
                    .lineLimit(1)
                Text(note.body)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
        }
        .padding(.vertical, 6)
        .contentShape(Rectangle())
    }
}

struct NotesView: View {
    @State private var store = NotesStore()
    @State private var isConfirmingDelete = false

    var body: some View {
        NavigationStack {
            List {
                Section("Pinned") {
                    ForEach(store.notes.filter(\.isPinned)) { note in
                        NoteRow(note: note)
                    }
                }
                Section {
                    ForEach(store.notes.filter { !$0.isPinned }) { note in
                        NoteRow(note: note)
                            .listRowSeparator(.hidden)
                    }
                } header: {
                    Text("Others")
                } footer: {
                    Text("\(store.notes.count) notes")
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Notes")
            .navigationBarTitleDisplayMode(.large)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("New", systemImage: "square.and.pencil") {
                        store.notes.append(Note(title: "Untitled", body: ""))
                    }
                }
                ToolbarItem(placement: .topBarLeading) {
                    Button("Clear", role: .destructive) { store.notes.removeAll() }
                        .disabled(store.notes.isEmpty)
                }
            }
            .overlay {
                if store.notes.isEmpty {
                    ContentUnavailableView("No Notes", systemImage: "note.text", description: Text("Tap New to write one."))
                }
            }
        }
        .tint(.orange)
    }
}

struct NoteDetail: View {
    let note: Note

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Label(note.title, systemImage: "doc.text")
                    .font(.title2.bold())
                Text(note.body)
                    .font(.body)
                    .frame(maxWidth: .infinity, alignment: .leading)
                Divider()
                LabeledContent("Created", value: note.created.formatted(date: .abbreviated, time: .omitted))
                GroupBox("Stats") {
                    Grid(alignment: .leading) {
                        GridRow { Text("Words"); Text("\(note.body.split(separator: " ").count)") }
                    }
                }
                Button {
                } label: {
                    Label("Share", systemImage: "square.and.arrow.up")
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
            }
            .padding()
        }
        .background(Color(red: 0.98, green: 0.97, blue: 0.94))
        .presentationDetents([.medium, .large])
    }
}

#Preview("Notes") {
    NotesView()
}

#Preview {
    NoteDetail(note: Note(title: "Groceries", body: "Milk and bread"))
}

@MainActor
@Suite struct NotesAppTests {
    @Test func theNotesAppRunsAsItsCodeSays() async throws {
        let host = await ViewHost(NotesView())
        #expect(host.navigationTitle == "Notes")
        #expect(host.shown == [
            "| [Clear]", "| [New]",
            "| ## Pinned", "| (image: pin.fill)", "| Groceries", "| Milk, bread",
            "| ## Others", "| (image: note.text)", "| Ideas", "| A lab for SwiftUI's lifecycle", "| 2 notes",
        ])
        try await host.tap("Clear")
        #expect(host.shown == ["| [Clear] (disabled)", "| [New]", "| ## Pinned", "| ## Others", "| 0 notes", "| No Notes", "| Tap New to write one."])
    }

    @Test func itsPreviewsMount() async throws {
        let previews = Preview.all.filter { $0.fileID.hasSuffix("/NotesAppTests.swift") }
        #expect(previews.map(\.displayName) == ["Notes", "NotesAppTests.swift:132"])
        for preview in previews {
            let host = await ViewHost(preview.makeView())
            #expect(!host.shown.isEmpty)
        }
    }
}
