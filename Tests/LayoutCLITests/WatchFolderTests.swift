import Foundation
import Testing
@testable import LayoutCLI

/// Issue: `watch` accepted a file, kept waiting when its folder was deleted, ignored links to
/// model files and exited 0 when every saved file failed.
@Suite(.serialized) struct WatchFolderTests {
    /// Runs `watch` on a thread while `act` is repeated every 200 ms until it ends.
    private func watch(_ store: StoreFixture, _ arguments: [String], act: @escaping () throws -> Void) throws -> CommandRun {
        let finished = DispatchSemaphore(value: 0)
        let box = RunBox()
        let full = ["watch"] + arguments + ["--timeout", "30", "--db", store.path]
        Thread.detachNewThread {
            box.run = CommandRun(full)
            finished.signal()
        }
        while finished.wait(timeout: .now() + .milliseconds(200)) == .timedOut {
            try act()
        }
        return try #require(box.run)
    }

    private final class RunBox: @unchecked Sendable {
        var run: CommandRun?
    }

    private func folderStore() throws -> (StoreFixture, URL) {
        let store = try StoreFixture()
        #expect(store.run(["init"]).status == 0)
        #expect(store.run(["width", "add", "narrow", "60"]).status == 0)
        let folder = store.directory.appendingPathComponent("cards")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return (store, folder)
    }

    @Test func aPathThatIsNotAFolderIsRefused() throws {
        let store = try StoreFixture()
        let file = try store.file("card.json", "{}")
        let run = store.run(["watch", file, "--max-events", "1"])
        #expect(run.status == 66)
        #expect(run.error == "Error: Cannot watch '\(file)': it is not a directory; give the folder that holds the model files.\n")
    }

    @Test func watchingStopsWithAnErrorWhenTheFolderGoesAway() throws {
        let (store, folder) = try folderStore()
        // First a model is saved until the store holds it (so the watch has begun), then the folder goes.
        let run = try watch(store, [folder.path]) {
            let stored = store.run(["sql", "SELECT count(*) AS n FROM models", "--format", "csv"]).output
            if stored == "n\r\n0\r\n" {
                try Data(#"{"kind": "chipSet", "name": "tags", "chips": [{"title": "a", "priority": 0}]}"#.utf8)
                    .write(to: folder.appendingPathComponent("tags.json"))
            } else {
                try? FileManager.default.removeItem(at: folder)
            }
        }
        #expect(run.status == 74)
        #expect(run.error.hasSuffix("Error: The folder '\(folder.path)' was deleted or moved; stopped watching.\n"))
    }

    @Test func aLinkToAModelFileIsFollowed() throws {
        let (store, folder) = try folderStore()
        let model = try store.file("tags-source.json", #"{"kind": "chipSet", "name": "tags", "chips": [{"title": "alpha", "priority": 0}]}"#)
        let link = folder.appendingPathComponent("tags.json")
        let run = try watch(store, [folder.path, "--max-events", "1"]) {
            try? FileManager.default.removeItem(at: link)
            try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: model)
        }
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.hasPrefix("tags: new model, revision 1\n"))
    }

    @Test func failingEveryFileIsAFailure() throws {
        let (store, folder) = try folderStore()
        let run = try watch(store, [folder.path, "--max-events", "2"]) {
            try Data("{not json".utf8).write(to: folder.appendingPathComponent("bad.json"))
        }
        #expect(run.status == 65)
        #expect(run.error.contains("Error: Every one of the 2 saved files failed; the last: \(folder.path)/bad.json: $: not valid JSON"))
    }

    @Test func withFormatJSONEachPutIsOneLineOfJSON() throws {
        let (store, folder) = try folderStore()
        let run = try watch(store, [folder.path, "--max-events", "1", "--format", "json"]) {
            try Data(#"{"kind": "chipSet", "name": "tags", "chips": [{"title": "alpha", "priority": 0}]}"#.utf8)
                .write(to: folder.appendingPathComponent("tags.json"))
        }
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.hasPrefix(#"{"model":"tags","outcome":"created","revision":1,"content_hash":""#))
        #expect(run.output.hasSuffix(#""scenarios":[{"template":"chips","width":"narrow","status":"new"}]}"# + "\n"))
        #expect(run.output.split(separator: "\n").count == 1)
    }
}
