/// `FormatError`'s text: the compiler-style location a user clicks on.

import ConstraintSystem
import Testing

@Suite struct FormatErrorTests {
    @Test func descriptionHasFileLineAndMessage() {
        let error = FormatError(file: "a.txt", line: 12, message: "priority '0' is outside 1...1000")
        #expect(error.description == "a.txt:12: priority '0' is outside 1...1000")
    }

    @Test func descriptionOmitsLineZero() {
        let error = FormatError(file: "/tmp/none.txt", line: 0, message: "cannot read the file: it does not exist")
        #expect(error.description == "/tmp/none.txt: cannot read the file: it does not exist")
    }
}
