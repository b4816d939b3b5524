import Driving
import Experiments
import HeadlessBackend
import LabRunner
import Synchronization
import Testing
import ViewLayer

/// `type:LABEL=TEXT`: how it parses and echoes, and that it types one settled character at a time.
extension ExperimentRuns {
@MainActor
@Suite struct TypeActionTests {
    @Test func typeSplitsAtTheFirstEqualsSignAndTakesANumberBeforeIt() throws {
        #expect(try LabAction(parsing: "type:Name=Bob") == .type(label: "Name", occurrence: 1, text: "Bob"))
        #expect(try LabAction(parsing: "type:Name#2=Bob") == .type(label: "Name", occurrence: 2, text: "Bob"))
        #expect(try LabAction(parsing: "type:Sum=1+1=2") == .type(label: "Sum", occurrence: 1, text: "1+1=2"), "what follows the first = is typed")
        #expect(try LabAction(parsing: "type:C#=x") == .type(label: "C#", occurrence: 1, text: "x"), "a # without a number is part of the label")
    }

    /// An action written back reads as the same action: a label that ends like a number keeps
    /// its number, as `ScriptAction` writes it, whichever verb it has.
    @Test(arguments: ["tap:Item #2#1", "toggle:Row #3#1", "select:Page #1#1=Two", "set:Gain #4#2=0.5", "submit:Field #9#1", "focus:Tab #2#1"])
    func anActionWrittenBackParsesAsItself(text: String) throws {
        let action = try LabAction(parsing: text)
        #expect(try LabAction(parsing: action.description) == action)
    }

    @Test(arguments: ["type:Name=Bob", "type:Full name#2=Bob Smith", "type:Sum=1+1=2", "type:C#=#1 ü 🙂"])
    func theEchoIsTheActionAsGiven(_ given: String) throws {
        #expect(LogRecord.action(try ScriptStep(parsing: given).text).text == "> \(given)")
    }

    @Test(arguments: [
        ("type:Name", "malformed action \"type:Name\": expected type:LABEL=TEXT"),
        ("type:Name=", "malformed action \"type:Name=\": the text to type is empty"),
        ("type:=Bob", "malformed action \"type:=Bob\": the label is empty"),
        ("type:Name#0=Bob", "malformed action \"type:Name#0=Bob\": the number after # counts from 1"),
        ("type:Name=a\nb", "malformed action \"type:Name=a\\nb\": the text to type holds a control character; a text field holds one line"),
    ])
    func malformedTypeActionsSayWhatIsWrong(_ given: String, _ message: String) {
        let error = #expect(throws: RunnerError.self) { try LabAction(parsing: given) }
        #expect(error?.description == message)
    }

    @Test func aShownTextFieldIsOneJSONObjectWithItsText() {
        let field = ShownItem(kind: .textField(text: #"Bob "B""#), label: "Name")
        #expect(OutputFormat.text.line(for: .shown(field)) == #"| Name: [Bob "B"]"#)
        #expect(OutputFormat.jsonl.line(for: .shown(field)) == #"{"type":"shown","kind":"textField","label":"Name","text":"Bob \"B\""}"#)
    }

    struct Greeting: View {
        @State var name = ""
        var body: some View {
            TextField("Name", text: $name)
            Text("Hello \(name)")
        }
    }

    static let greeting = Experiment(id: "greeting", title: "Greeting", seed: "-") { AnyView(Greeting()) }

    @Test func eachTypedCharacterIsAnUpdateOfItsOwnInTheTrace() async throws {
        let lines = Mutex<[String]>([])
        let backend = HeadlessBackend()
        let session = ExperimentSession(experiment: Self.greeting, backend: backend, seed: 1, trace: true) { record in
            lines.withLock { $0.append(record.text) }
        }
        await session.start(in: backend.window)
        lines.withLock { $0.removeAll() }
        try await session.perform(.type(label: "Name", occurrence: 1, text: "Bob"))
        try await session.perform(.show)
        #expect(lines.withLock { $0 } == [
            "> type:Name=Bob",
            "· body Greeting", "· body Greeting", "· body Greeting",
            "> show",
            "| Name: [Bob]",
            "| Hello Bob",
        ], "one body per character, and show prints the field as LABEL: [TEXT]")
        await session.stop()
    }

    @Test func aLabelThatNamesNoFieldListsTheFieldsThatAreVisible() async throws {
        let backend = HeadlessBackend()
        let session = ExperimentSession(experiment: Self.greeting, backend: backend, seed: 1, trace: false) { _ in }
        await session.start(in: backend.window)
        await #expect(throws: RunnerError.actionFailed(.type(label: "Hello", occurrence: 1, text: "x"), .noSuchControl(label: "Hello", kind: "text field", visible: ["Name"]))) {
            try await session.perform(.type(label: "Hello", occurrence: 1, text: "x"))
        }
        await session.stop()
    }
}
}
