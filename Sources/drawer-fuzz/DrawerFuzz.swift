import Foundation
import SDLHost

#if FUZZING
    /// libFuzzer's entry: one input through the target `DRAWER_FUZZ_TARGET` names (libFuzzer owns
    /// `main` and the command line; `make fuzz` sets the variable). libFuzzer calls it on the
    /// main thread, where the targets' views and animators live.
    @_cdecl("LLVMFuzzerTestOneInput")
    public nonisolated func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
        let input = bytes.map { Data(bytes: $0, count: size) } ?? Data()
        MainActor.assumeIsolated { FuzzTarget.fromEnvironment.run(input) }
        return 0
    }

    extension FuzzTarget {
        static let fromEnvironment: FuzzTarget = {
            let name = ProcessInfo.processInfo.environment["DRAWER_FUZZ_TARGET"] ?? ""
            guard let target = FuzzTarget(rawValue: name) else {
                let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")
                FileHandle.standardError.write(Data("drawer-fuzz: set DRAWER_FUZZ_TARGET to \(names)\n".utf8))
                exit(2)
            }
            return target
        }()
    }
#else
    /// `drawer-fuzz TARGET [FILE|DIR …]`: runs every input file (and every file in each
    /// directory) through TARGET (see `FuzzTarget`) and exits 0 if none crashes: `make test`
    /// replays the seed corpora and every input a fuzzer ever crashed on so. Built with
    /// `-DFUZZING` and libFuzzer (`make fuzz`), the same targets are fuzzed instead.
    @main
    enum DrawerFuzz {
        static func main() {
            let arguments = CommandLine.arguments
            guard arguments.count >= 2, let target = FuzzTarget(rawValue: arguments[1]) else {
                let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")
                FileHandle.standardError.write(Data("usage: drawer-fuzz \(names) [FILE|DIR …]\n".utf8))
                exit(2)
            }
            var inputs: [String] = []
            for path in arguments.dropFirst(2) {
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                    inputs += names.sorted().filter { !$0.hasPrefix(".") }.map { (path as NSString).appendingPathComponent($0) }
                } else {
                    inputs.append(path)
                }
            }
            for input in inputs {
                guard let data = FileContents.read(atPath: input) else { continue }
                target.run(data)
            }
            print("drawer-fuzz \(target.rawValue): \(inputs.count) inputs, none crashed")
        }
    }
#endif
