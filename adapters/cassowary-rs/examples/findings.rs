//! The defects docs/findings/cassowary-rs.md reports, as plain calls on cassowary-rs 0.3: no plumb,
//! no protocol. Each function does what a minimized script of the fuzz run did, with the crate's own
//! constraint syntax, and prints what the crate did and what a correct solver does.
//!
//!     cd adapters/cassowary-rs
//!     cargo run --release --offline --example findings --target-dir ../../.build-cargo
//!
//! The crate keeps its rows, cells and variables in std `HashMap`s, and every map gets its own
//! `RandomState` keys, so the pivots it chooses differ from one fresh solver to the next, in one
//! process as across processes. Most defects therefore show in only part of the solvers: each
//! function plays the same calls on `TRIALS` fresh solvers and counts the outcomes (the counts
//! change from run to run; the outcomes do not).

use cassowary::strength::REQUIRED;
use cassowary::WeightedRelation::{EQ, GE, LE};
use cassowary::{AddConstraintError, Constraint, Solver, Variable};
use std::cell::RefCell;
use std::collections::{BTreeMap, HashMap};
use std::panic::{self, AssertUnwindSafe};

const TRIALS: usize = 200;

thread_local! {
    /// The message of the last panic, which the hook keeps instead of printing it.
    static PANIC: RefCell<String> = RefCell::new(String::new());
}

/// Plays `calls` on TRIALS fresh solvers and prints how often each outcome came, a panic being an
/// outcome too, then what a correct solver does.
fn tally(findings: &str, what: &str, calls: impl Fn() -> String, right: &str) {
    let mut outcomes: BTreeMap<String, usize> = BTreeMap::new();
    for _ in 0..TRIALS {
        let outcome = panic::catch_unwind(AssertUnwindSafe(&calls))
            .unwrap_or_else(|_| PANIC.with(|p| format!("panics: {}", p.borrow())));
        *outcomes.entry(outcome).or_default() += 1;
    }
    println!("{}: {} ({} fresh solvers)", findings, what, TRIALS);
    for (outcome, count) in &outcomes {
        println!("  {:>3}x  {}", count, outcome);
    }
    println!("  right: {}\n", right);
}

/// A value rounded to 6 decimals, so that last-bit differences do not split the counts.
fn num(value: f64) -> String {
    let text = format!("{:.6}", value);
    let text = text.trim_end_matches('0').trim_end_matches('.');
    if text == "-0" { "0".to_string() } else { text.to_string() }
}

fn decision(result: &Result<(), AddConstraintError>) -> String {
    match result {
        Ok(()) => "accepted".into(),
        Err(AddConstraintError::UnsatisfiableConstraint) => "rejected".into(),
        Err(error) => format!("fails: {:?}", error),
    }
}

/// The adapter's `edit X P`: an edit variable at strength P, suggested 0.
fn edit(solver: &mut Solver, x: Variable, strength: f64) {
    solver.add_edit_variable(x, strength).unwrap();
    solver.suggest_value(x, 0.0).unwrap();
}

fn vars<const N: usize>() -> [Variable; N] {
    [(); N].map(|_| Variable::new())
}

// 1. A rejected add stays in the tableau.

fn rejected_add_stays() {
    tally("reference-93d38669 (defect 1)", "x0 <= -600, then x0 >= 0, both required", || {
        let (mut s, [x0]) = (Solver::new(), vars());
        s.add_constraint(x0 |LE(REQUIRED)| -600.0).unwrap();
        let r = s.add_constraint(x0 |GE(REQUIRED)| 0.0);
        format!("x0 >= 0 {}; then x0 = {}", decision(&r), num(s.get_value(x0)))
    }, "x0 >= 0 rejected; x0 = -600 (x0 = 0 breaks the required x0 <= -600 by 600)");

    tally("error-69e20e4f (defect 1)", "x1 == 0 rejected, then set-constant as remove and add", || {
        let (mut s, [x0, x1, x2]) = (Solver::new(), vars());
        s.add_constraint(-x0 |LE(REQUIRED)| 0.0).unwrap();
        s.add_constraint(x1 - x2 |EQ(REQUIRED)| 50.0).unwrap();
        let c2: Constraint = x0 - x2 |EQ(REQUIRED)| 0.0;
        s.add_constraint(c2.clone()).unwrap();
        let r3 = s.add_constraint(x1 |EQ(REQUIRED)| 0.0);
        let after = format!("x1 == 0 {}, then x0 = {}", decision(&r3), num(s.get_value(x0)));
        s.remove_constraint(&c2).unwrap();
        let new = s.add_constraint(x0 - x2 |EQ(REQUIRED)| 1.0);
        let back = if new.is_err() { s.add_constraint(c2) } else { Ok(()) };
        format!("{}; x0 - x2 == 1 {}; x0 - x2 == 0 added back: {}", after, decision(&new), decision(&back))
    }, "x1 == 0 rejected, x0 = 0; x0 - x2 == 1 accepted (x2 = 0, x0 = 1, x1 = 50)");

    tally("error-1c3e76da (defect 1)", "edit x0; x0 <= 1 required; x0 >= 100 required; suggest x0 = 100", || {
        let (mut s, [x0]) = (Solver::new(), vars());
        edit(&mut s, x0, 999.0);
        s.add_constraint(x0 |LE(REQUIRED)| 1.0).unwrap();
        let r = s.add_constraint(x0 |GE(REQUIRED)| 100.0);
        let suggest = s.suggest_value(x0, 100.0);
        format!("x0 >= 100 {}; suggest: {:?}; x0 = {}", decision(&r), suggest, num(s.get_value(x0)))
    }, "x0 >= 100 rejected; suggest Ok; x0 = 1");
}

// 2. One absolute tolerance, 1e-8, for numbers of every size.

fn absolute_tolerance() {
    tally("reference-7336e4ae (defect 2)", "a contradiction of two required equations", || {
        let (mut s, [x0, x1]) = (Solver::new(), vars());
        s.add_constraint(1000.0 * x0 + x1 |LE(250.0)| 0.0).unwrap();
        s.add_constraint(-0.01 * x0 + 2500.0 * x1 |EQ(REQUIRED)| 0.0).unwrap();
        let r = s.add_constraint(-0.01 * x0 + 2500.0 * x1 |EQ(REQUIRED)| 1.0);
        let lhs = -0.01 * s.get_value(x0) + 2500.0 * s.get_value(x1);
        format!("-0.01*x0 + 2500*x1 == 1 {}; -0.01*x0 + 2500*x1 is then {}", decision(&r), num(lhs))
    }, "rejected: -0.01*x0 + 2500*x1 == 0 is required; the expression stays 0");

    tally("reference-df1988bc (defect 2)", "a satisfiable required constraint", || {
        let (mut s, [x0, x1]) = (Solver::new(), vars());
        s.add_constraint(0.025 * x0 + x1 |GE(REQUIRED)| 5000.0).unwrap();
        s.add_constraint(x1 |LE(250.0)| 0.0).unwrap();
        let r = s.add_constraint(2500.0 * x0 |LE(REQUIRED)| -22500.0);
        format!("2500*x0 <= -22500 {}; then x0 = {}, x1 = {}", decision(&r), num(s.get_value(x0)), num(s.get_value(x1)))
    }, "accepted: x0 = -9, x1 = 5000.225 satisfies both required constraints (the point it refuses, and then holds)");

    tally("repeat-950d6119, repeat-bf380d6b (defect 2)", "x1 == x2 required, x1 and x2 otherwise free", || {
        let (mut s, [x0, x1, x2]) = (Solver::new(), vars());
        s.add_constraint(1000.0 * x0 |EQ(250.0)| 1.0).unwrap();
        s.add_constraint(-0.001 * x1 |EQ(500.0)| 338900.0).unwrap();
        s.add_constraint(2.5 * x2 - x0 |LE(250.0)| 0.0).unwrap();
        let r = s.add_constraint(x1 - x2 |EQ(REQUIRED)| 0.0);
        format!("x1 - x2 == 0 {}", decision(&r))
    }, "accepted, in every solver: nothing else is required");

    tally("reference-1a36e4a2 (defect 2)", "x0 is edited to 0 and nothing keeps it from 0", || {
        let (mut s, [x0, x1, x2]) = (Solver::new(), vars());
        edit(&mut s, x0, 750.0);
        s.add_constraint(-250.0 * x1 |GE(250.0)| 0.0).unwrap();
        s.add_constraint(-0.001 * x2 + 250.0 * x0 |LE(250.0)| -55.0).unwrap();
        s.add_constraint(-1000.0 * x2 - 250.0 * x1 |GE(REQUIRED)| 0.0).unwrap();
        format!("x0 = {}", num(s.get_value(x0)))
    }, "x0 = 0 (x1 = -220000, x2 = 55000 satisfy everything at no error)");

    tally("reference-1a36e4a2 scaled to 1 (defect 2)", "the same calls with every coefficient 1", || {
        let (mut s, [x0, x1, x2]) = (Solver::new(), vars());
        edit(&mut s, x0, 750.0);
        s.add_constraint(-x1 |GE(250.0)| 0.0).unwrap();
        s.add_constraint(-x2 + x0 |LE(250.0)| -55.0).unwrap();
        s.add_constraint(-x2 - x1 |GE(REQUIRED)| 0.0).unwrap();
        format!("x0 = {}", num(s.get_value(x0)))
    }, "x0 = 0");

    tally("error-3d6f66d5 (defect 2)", "adding an optional constraint", || {
        let (mut s, [x0, x1]) = (Solver::new(), vars());
        s.add_constraint(-x0 |LE(250.0)| -4.0).unwrap();
        s.add_constraint(-1000.0 * x1 |GE(REQUIRED)| 0.0).unwrap();
        s.add_constraint(-x0 |LE(250.0)| 0.0).unwrap();
        let r = s.add_constraint(-250.0 * x0 - 0.001 * x1 |EQ(500.0)| 0.0);
        format!("-250*x0 - 0.001*x1 == 0 (strength 500): {}", decision(&r))
    }, "accepted: an optional constraint can always be added");

    tally("error-6187a27c (defect 2)", "removing a required constraint", || {
        let (mut s, [x0, x1]) = (Solver::new(), vars());
        let c0: Constraint = -0.0025 * x0 - 1000.0 * x1 |GE(250.0)| 0.0;
        s.add_constraint(c0.clone()).unwrap();
        s.add_constraint(2500.0 * x0 |GE(250.0)| 0.0).unwrap();
        let c2: Constraint = -x1 |EQ(REQUIRED)| 0.0;
        s.add_constraint(c2.clone()).unwrap();
        s.add_constraint(-x1 |EQ(250.0)| 1.0).unwrap();
        s.remove_constraint(&c0).unwrap(); // set-constant c0 0: remove and add again
        s.add_constraint(-0.0025 * x0 - 1000.0 * x1 |GE(250.0)| 0.0).unwrap();
        format!("remove_constraint(-x1 == 0): {:?}", s.remove_constraint(&c2))
    }, "Ok(()): removing a constraint cannot fail");

    tally("found while checking error-1c3e76da (defect 2)", "coefficients 1 and 2, no rejection, then edit x2", || {
        let (mut s, [x1, x2]) = (Solver::new(), vars());
        s.add_constraint(-x2 + 2.0 * x1 |LE(500.0)| 5.0).unwrap();
        s.add_constraint(2.0 * x2 - x1 |EQ(250.0)| 1.0).unwrap();
        s.add_constraint(x2 |LE(REQUIRED)| 5.0).unwrap();
        s.add_constraint(x2 |EQ(REQUIRED)| 5.0).unwrap();
        s.add_edit_variable(x2, 500.0).unwrap();
        format!("suggest_value(x2, 0): {:?}", s.suggest_value(x2, 0.0))
    }, "Ok(()), x2 stays 5");
}

// 3. A variable forgotten while the tableau still holds it: a panic.

fn forgotten_variable() {
    tally("crash-0e1d9fbf (defect 3)", "set-constant as remove and add, then suggest", || {
        let (mut s, [x0, x1, x2]) = (Solver::new(), vars());
        s.add_constraint(-100.0 * x0 - 0.0025 * x1 |GE(500.0)| 0.0).unwrap();
        let c1: Constraint = -1000.0 * x1 + 0.01 * x2 |LE(250.0)| 0.0;
        s.add_constraint(c1.clone()).unwrap();
        edit(&mut s, x1, 900.0);
        s.remove_constraint(&c1).unwrap(); // set-constant c1 0
        s.add_constraint(-1000.0 * x1 + 0.01 * x2 |LE(250.0)| 0.0).unwrap();
        format!("suggest_value(x1, 1): {:?}", s.suggest_value(x1, 1.0))
    }, "Ok(()), x1 = 1");

    tally("crash-26143dd1, error-03fa4f32 (defects 3 and 2)", "two removals, then remove_edit_variable", || {
        let (mut s, [x0, x3, x4, x5]) = (Solver::new(), vars());
        let c4: Constraint = -250.0 * x4 - 0.01 * x0 |EQ(250.0)| -26200.0;
        s.add_constraint(c4.clone()).unwrap();
        edit(&mut s, x4, 500.0);
        let c8: Constraint = -250.0 * x0 |GE(250.0)| 1.0;
        s.add_constraint(c8.clone()).unwrap();
        s.add_constraint(-10.0 * x3 + 0.1 * x5 |GE(REQUIRED)| 0.0).unwrap();
        s.add_constraint(x5 - x4 |EQ(REQUIRED)| 0.0).unwrap();
        s.remove_constraint(&c8).unwrap();
        s.remove_constraint(&c4).unwrap();
        format!("remove_edit_variable(x4): {:?}", s.remove_edit_variable(x4))
    }, "Ok(()): removing an edit variable cannot fail");
}

// 4. fetch_changes misses a change.

fn missed_change() {
    tally("reference-7ddcb759 (defect 4)", "remove x0's only constraint, then edit x0 (suggested 0)", || {
        let (mut s, [x0, x1]) = (Solver::new(), vars());
        let mut seen: HashMap<Variable, f64> = HashMap::new();
        let mut fetch = |s: &mut Solver| seen.extend(s.fetch_changes().iter().copied());
        let c0: Constraint = -x0 |LE(250.0)| 1.0;
        s.add_constraint(c0.clone()).unwrap();
        s.add_constraint(x1 |LE(REQUIRED)| 0.0).unwrap();
        fetch(&mut s);
        s.remove_constraint(&c0).unwrap();
        fetch(&mut s);
        edit(&mut s, x0, 500.0);
        fetch(&mut s);
        format!("x0 as fetch_changes reported it: {}; get_value(x0): {}", num(seen[&x0]), num(s.get_value(x0)))
    }, "fetch_changes reports x0 = 0, its value since the removal");
}

// 5. The same calls, other answers: the HashMaps' RandomState.

fn hash_order() {
    tally("repeat-adf0f55d (defect 5)", "-x0 - x1 == 1 at strength 250, nothing else", || {
        let (mut s, [x0, x1]) = (Solver::new(), vars());
        s.add_constraint(-x0 - x1 |EQ(250.0)| 1.0).unwrap();
        format!("(x0, x1) = ({}, {})", num(s.get_value(x0)), num(s.get_value(x1)))
    }, "any point of x0 + x1 = -1 is optimal; the same one every time");
}

fn main() {
    panic::set_hook(Box::new(|info| {
        let payload = info.payload();
        let message = payload
            .downcast_ref::<&str>()
            .copied()
            .or_else(|| payload.downcast_ref::<String>().map(String::as_str))
            .unwrap_or("");
        let place = info.location().map(|l| format!("{}:{}", l.file(), l.line())).unwrap_or_default();
        let place = place.rsplit_once("cassowary-0.3.0/").map_or(place.clone(), |(_, tail)| tail.to_string());
        PANIC.with(|p| *p.borrow_mut() = format!("{} at {}", message, place));
    }));
    rejected_add_stays();
    absolute_tolerance();
    forgotten_variable();
    missed_change();
    hash_order();
}
