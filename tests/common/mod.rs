//! What the command-line tests share: running the built `fogliaccio` with some standard
//! input and keeping what it printed.

use std::io::Write;
use std::process::{Command, Stdio};

/// What one run of the command gave back.
pub struct Output {
    pub stdout: String,
    pub stderr: String,
    pub code: Option<i32>,
}

/// Runs `fogliaccio <args>` with `input` on standard input, to the end.
pub fn fogliaccio(args: &[&str], input: &str) -> Output {
    fogliaccio_bytes(args, input.as_bytes())
}

/// Runs `fogliaccio <args>` with `input`, any bytes, on standard input, to the end.
pub fn fogliaccio_bytes(args: &[&str], input: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_fogliaccio"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    // The command may exit before reading everything (quit, a refused option), so a
    // broken pipe is fine.
    let _ = child.stdin.take().expect("stdin is piped").write_all(input);
    let output = child.wait_with_output().expect("the binary runs");
    Output {
        stdout: String::from_utf8(output.stdout).expect("UTF-8 output"),
        stderr: String::from_utf8(output.stderr).expect("UTF-8 errors"),
        code: output.status.code(),
    }
}
