/// Transcripts more than one test checks: what `lifecycle-lab run` prints for a script, which the
/// notes say SwiftUI does.
public enum Transcripts {
    /// `run refresh --seed 1 --do show --do tap:Refresh --do show`: the refresh rebuilds the
    /// `@ObservedObject`'s object, not the `@StateObject`'s.
    public static let refreshShowTapRefreshShow = [
        "type:Observed id:567 init",
        "type:StateObject id:746 init",
        "> show",
        "| Refresh CounterView count: 0",
        "| [Refresh]",
        "| @StateObject count :0",
        "| [+1]",
        "| @Observed count :0",
        "| [+1]",
        "> tap:Refresh",
        "type:Observed id:971 init",
        "type:Observed id:567 deinit",
        "> show",
        "| Refresh CounterView count: 1",
        "| [Refresh]",
        "| @StateObject count :0",
        "| [+1]",
        "| @Observed count :0",
        "| [+1]",
    ]
}
