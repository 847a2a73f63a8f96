//! plumb's solver protocol (docs/solver-protocol.md) for cassowary-rs 0.3.
//!
//! Its strengths are numbers (REQUIRED 1001001000, STRONG 1e6, MEDIUM 1e3, WEAK 1) and every
//! optional constraint's error enters one objective at its strength: a weighing solver, so this
//! adapter declares `weighted` and gives each optional constraint the line's WEIGHT as its
//! strength; required ones get REQUIRED. Values come from `fetch_changes`, the crate's way of
//! reading them (a variable it never reported is 0). A change of constant or priority is a
//! removal and an add (the crate has no in-place change); when the add is refused, the old
//! constraint goes back. An error the crate returns where the operation should succeed is
//! answered `error …`; a panic ends the process (one line on stderr, `panic: MESSAGE at
//! FILE:LINE`), which plumb reports as a crash.

use cassowary::strength::REQUIRED;
use cassowary::{AddConstraintError, Constraint, Expression, RelationalOperator, Solver, Term, Variable};
use std::collections::HashMap;
use std::io::{self, BufRead, Write};

/// A constraint as the protocol gave it, to make it again with a new constant or priority.
#[derive(Clone)]
struct Parts {
    op: RelationalOperator,
    constant: f64,
    priority: f64,
    weight: f64,
    terms: Vec<(f64, String)>,
}

struct Adapter {
    solver: Solver,
    variables: HashMap<String, Variable>,
    values: HashMap<Variable, f64>,
    constraints: HashMap<i64, (Constraint, Parts)>,
}

type Answer = Result<String, String>;

fn strength(priority: f64, weight: f64) -> f64 {
    if priority >= 1000.0 {
        REQUIRED
    } else {
        weight
    }
}

fn number(word: Option<&str>) -> Result<f64, String> {
    word.and_then(|w| w.parse::<f64>().ok()).ok_or_else(|| format!("bad number '{}'", word.unwrap_or("")))
}

impl Adapter {
    fn new() -> Adapter {
        Adapter { solver: Solver::new(), variables: HashMap::new(), values: HashMap::new(), constraints: HashMap::new() }
    }

    fn variable(&mut self, name: &str) -> Variable {
        *self.variables.entry(name.to_string()).or_insert_with(Variable::new)
    }

    fn make(&mut self, parts: &Parts) -> Constraint {
        let terms = parts.terms.iter().map(|(c, name)| Term { variable: self.variable(name), coefficient: *c }).collect();
        // The protocol's `terms OP constant` is the crate's `terms - constant OP 0`.
        Constraint::new(Expression::new(terms, -parts.constant), parts.op, strength(parts.priority, parts.weight))
    }

    fn add(&mut self, id: i64, parts: Parts) -> Answer {
        let made = self.make(&parts);
        match self.solver.add_constraint(made.clone()) {
            Ok(()) => {
                self.constraints.insert(id, (made, parts));
                Ok("ok".into())
            }
            Err(AddConstraintError::UnsatisfiableConstraint) => Ok("rejected".into()),
            Err(error) => Err(format!("add_constraint '{:?}'", error)),
        }
    }

    fn replace(&mut self, id: i64, change: impl Fn(&mut Parts)) -> Answer {
        let (old, parts) = self.constraints.remove(&id).ok_or("unknown constraint id")?;
        self.solver.remove_constraint(&old).map_err(|e| format!("remove_constraint '{:?}'", e))?;
        let mut changed = parts.clone();
        change(&mut changed);
        let answer = self.add(id, changed)?;
        if answer == "rejected" {
            match self.solver.add_constraint(old.clone()) {
                Ok(()) => {
                    self.constraints.insert(id, (old, parts));
                }
                Err(error) => {
                    return Err(format!(
                        "the old constraint cannot be added back after its change was rejected '{:?}'",
                        error
                    ))
                }
            }
        }
        Ok(answer)
    }

    fn handle(&mut self, words: &[&str]) -> Answer {
        match words[0] {
            "reset" => {
                *self = Adapter::new();
                Ok("ok".into())
            }
            "add" => {
                let id: i64 = words[1].parse().map_err(|_| "bad id")?;
                let op = match words[2] {
                    "==" => RelationalOperator::Equal,
                    "<=" => RelationalOperator::LessOrEqual,
                    ">=" => RelationalOperator::GreaterOrEqual,
                    other => return Err(format!("bad relation '{}'", other)),
                };
                let constant = number(words.get(3).copied())?;
                let priority = number(words.get(4).copied())?;
                let weight = number(words.get(5).copied())?;
                let count: usize = words.get(6).and_then(|w| w.parse().ok()).ok_or("bad count")?;
                let mut terms = Vec::with_capacity(count);
                for k in 0..count {
                    let coefficient = number(words.get(7 + 2 * k).copied())?;
                    let name = words.get(8 + 2 * k).ok_or("missing term")?.to_string();
                    terms.push((coefficient, name));
                }
                self.add(id, Parts { op, constant, priority, weight, terms })
            }
            "remove" => {
                let id: i64 = words[1].parse().map_err(|_| "bad id")?;
                let (made, _) = self.constraints.remove(&id).ok_or("unknown constraint id")?;
                self.solver.remove_constraint(&made).map_err(|e| format!("remove_constraint '{:?}'", e))?;
                Ok("ok".into())
            }
            "set-constant" => {
                let id: i64 = words[1].parse().map_err(|_| "bad id")?;
                let value = number(words.get(2).copied())?;
                self.replace(id, |p| p.constant = value)
            }
            "set-priority" => {
                let id: i64 = words[1].parse().map_err(|_| "bad id")?;
                let priority = number(words.get(2).copied())?;
                let weight = number(words.get(3).copied())?;
                self.replace(id, |p| {
                    p.priority = priority;
                    p.weight = weight
                })
            }
            "edit" => {
                let variable = self.variable(words[1]);
                let s = strength(number(words.get(2).copied())?, number(words.get(3).copied())?);
                self.solver.add_edit_variable(variable, s).map_err(|e| format!("add_edit_variable '{:?}'", e))?;
                self.solver.suggest_value(variable, 0.0).map_err(|e| format!("suggest_value '{:?}'", e))?;
                Ok("ok".into())
            }
            "remove-edit" => {
                let variable = self.variable(words[1]);
                self.solver.remove_edit_variable(variable).map_err(|e| format!("remove_edit_variable '{:?}'", e))?;
                Ok("ok".into())
            }
            "suggest" => {
                let mut k = 1;
                while k + 1 < words.len() {
                    let variable = self.variable(words[k]);
                    let value = number(words.get(k + 1).copied())?;
                    self.solver.suggest_value(variable, value).map_err(|e| format!("suggest_value '{:?}'", e))?;
                    k += 2;
                }
                Ok("ok".into())
            }
            "values" => {
                for &(variable, value) in self.solver.fetch_changes() {
                    self.values.insert(variable, value);
                }
                let mut answer = String::from("values");
                for name in &words[1..] {
                    let value = self.variables.get(*name).and_then(|v| self.values.get(v)).copied().unwrap_or(0.0);
                    answer.push_str(&format!(" {:?}", value));
                }
                Ok(answer)
            }
            other => Err(format!("unknown request '{}'", other)),
        }
    }
}

/// Makes a panic one line on stderr, `panic: MESSAGE at FILE:LINE`, instead of the default
/// message and backtrace: plumb names a crash by the last lines the adapter wrote, so the
/// finding is then named after the panic rather than after a backtrace frame.
fn install_panic_hook() {
    std::panic::set_hook(Box::new(|info| {
        let payload = info.payload();
        let message = payload
            .downcast_ref::<&str>()
            .copied()
            .or_else(|| payload.downcast_ref::<String>().map(String::as_str))
            .unwrap_or("(a panic without a message)");
        let place = info.location().map(|l| format!("{}:{}", l.file(), l.line())).unwrap_or_else(|| "?".into());
        eprintln!("panic: {} at {}", message.replace('\n', " "), place);
    }));
}

fn main() {
    install_panic_hook();
    let stdout = io::stdout();
    let mut out = stdout.lock();
    writeln!(out, "plumb-solver 1 weighted cassowary-rs-0.3.0").unwrap();
    out.flush().unwrap();
    let mut adapter = Adapter::new();
    for line in io::stdin().lock().lines() {
        let line = match line {
            Ok(line) => line,
            Err(_) => break,
        };
        let words: Vec<&str> = line.split_whitespace().collect();
        if words.is_empty() {
            continue;
        }
        let answer = match adapter.handle(&words) {
            Ok(answer) => answer,
            Err(message) => format!("error {}", message.replace('\n', " ")),
        };
        writeln!(out, "{}", answer).unwrap();
        out.flush().unwrap();
    }
}
