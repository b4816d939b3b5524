import Driving
import HeadlessBackend
@testable import LifecycleTesting
import Testing
@testable import ViewLayer

/// `SecureField`, and `onSubmit`: Enter in a field runs every `onSubmit` around it, innermost
/// first, up to a `submitScope()` (Apple's `submitScope(_:)` documentation).
@MainActor
@Suite struct SubmitTests {
    @MainActor final class Log {
        var lines: [String] = []
    }

    struct SignIn: View {
        let log: Log
        @State var name = ""
        @State var password = ""
        @State var tags = ""

        var body: some View {
            VStack {
                TextField("Username", text: $name)
                SecureField("Password", text: $password)
                    .onSubmit { log.lines.append("password field") }
                    .submitLabel(.go)
                TextField("Tags", text: $tags)
                    .submitScope()
            }
            .onSubmit { log.lines.append("sign in as \(name) with \(password.count) characters") }
        }
    }

    @Test func aSecureFieldShowsBulletsAndEnterRunsTheSubmitActionsAroundIt() async throws {
        let log = Log()
        let host = await ViewHost(SignIn(log: log))
        try await host.type("ada", into: "Username")
        try await host.type("s3cret", into: "Password")
        #expect(host.shown == ["| Username: [ada]", "| Password: [••••••]", "| Tags: []"])
        try await host.submit("Username")
        try await host.submit("Password")
        try await host.submit("Tags")
        #expect(log.lines == ["sign in as ada with 6 characters", "password field", "sign in as ada with 6 characters"],
                "the innermost first; the scoped field reaches none")
        await #expect(throws: DriveError.noSuchControl(label: "Email", kind: "text field", visible: ["Username", "Password", "Tags"])) {
            try await host.submit("Email")
        }
        await host.unmount()
    }
}
