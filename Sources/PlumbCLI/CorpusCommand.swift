import ArgumentParser
import Foundation
import LayoutCase
import LayoutFuzz

/// `plumb corpus check|add|dedupe`: keeping a corpus folder in order.
struct CorpusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "corpus",
        abstract: "Check a corpus folder, add cases to it, or remove duplicates.",
        discussion: """
            check DIR: every .json file under DIR reads as a valid case and every .txt file that \
            starts with `version 2` as a valid operation script (exit 2 naming the first that does not). add DIR FILE...: copies the cases into DIR named by a hash of their \
            content (a case already there is not added twice). dedupe DIR: renames DIR's cases to \
            their content names and removes duplicates.
            """)

    @Argument(help: "check, add or dedupe.")
    var action: String

    @Argument(help: "The corpus folder.")
    var folder: String

    @Argument(help: "With add: the case files to add.")
    var files: [String] = []

    func validate() throws {
        guard ["check", "add", "dedupe"].contains(action) else {
            throw ValidationError("expected check, add or dedupe, got '\(action)'")
        }
        guard action == "add" || files.isEmpty else { throw ValidationError("only add takes case files") }
        guard action != "add" || !files.isEmpty else { throw ValidationError("add needs at least one case file") }
    }

    func run() throws {
        do {
            switch action {
            case "check":
                let entries = try Corpus.read(folder)
                let scripts = entries.filter { $0.value.target == .solver }.count
                print(
                    "\(entries.count - scripts) cases\(scripts > 0 ? " and \(scripts) scripts" : ""), all valid (version \(Case.currentVersion))"
                )
            case "add":
                let values = try files.map { path throws(CaseError) in try FuzzInput.read(contentsOf: path) }  // all read before any is added
                for value in values {
                    let saved = try Corpus.save(value, into: folder)
                    print("\(saved.isNew ? "added" : "already there"): \(saved.path)")
                }
            default:
                let removed = try Corpus.dedupe(folder)
                for name in removed { print("removed duplicate: \(name)") }
                print("\(removed.count) duplicates removed")
            }
        } catch let error as CaseError {
            throw CommandFailure(.badInput, "plumb corpus \(action): \(error)")
        } catch {
            throw CommandFailure(.badInput, "plumb corpus \(action): \(error.localizedDescription)")
        }
    }
}
