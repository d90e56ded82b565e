//! Reading a record costs memory within a small multiple of its text (issue 51; the bound is
//! stated in docs/formats.md and `src/games/sgf.rs`): the peak of the heap while a text is
//! read as `fogliaccio record` and the page's paste boxes read it, counted by this test
//! binary's own allocator, on the worst shapes of text.

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, PoisonError};

use fogliaccio::games::hex;
use fogliaccio::games::hex::sgf::SgfReadError;
use fogliaccio::games::import::{Format, Game, RecordFormat as _};
use fogliaccio::games::sgf::{LARGEST, MAX_DEPTH, SgfError, SgfProblem};

/// The system's allocator, counting the bytes it holds and the most it held.
struct Counting;

static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

fn held(bytes: usize) {
    let live = LIVE.fetch_add(bytes, Ordering::SeqCst) + bytes;
    PEAK.fetch_max(live, Ordering::SeqCst);
}

fn freed(bytes: usize) {
    LIVE.fetch_sub(bytes, Ordering::SeqCst);
}

// SAFETY: every call goes to `System` as it came; the counts only watch.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let block = unsafe { System.alloc(layout) };
        if !block.is_null() {
            held(layout.size());
        }
        block
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        let block = unsafe { System.alloc_zeroed(layout) };
        if !block.is_null() {
            held(layout.size());
        }
        block
    }

    unsafe fn dealloc(&self, block: *mut u8, layout: Layout) {
        unsafe { System.dealloc(block, layout) };
        freed(layout.size());
    }

    /// Counted as a new block beside the old one until the old is freed, as a copy would
    /// be: the peak is never under what any allocator needs.
    unsafe fn realloc(&self, block: *mut u8, layout: Layout, size: usize) -> *mut u8 {
        let moved = unsafe { System.realloc(block, layout, size) };
        if !moved.is_null() {
            held(size);
            freed(layout.size());
        }
        moved
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// One test at a time: the tests of this binary run in threads of one process, and one
/// making its text would count in another's measure.
static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

fn alone(test: impl FnOnce()) {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(PoisonError::into_inner);
    test();
}

/// Bytes of the heap a reading may take beside its text, each byte of which may cost
/// [`PER_BYTE`] more: the position and record of the game, its fault, the readings of a
/// text whose dialect is undecided.
const FIXED: usize = 256 << 10;
const PER_BYTE: usize = 4;

/// How big each shape is made: large enough that the fixed part is small beside it.
const SIZE: usize = 2 << 20;

/// The most bytes held at once while `text` is read as `fogliaccio record` reads a file
/// called `name` (which the page's paste box does without the name), beyond the text.
fn peak_reading(text: &str, name: &str) -> usize {
    let before = LIVE.load(Ordering::SeqCst);
    PEAK.store(before, Ordering::SeqCst);
    {
        let read = Format::import_named(text, Some(name));
        let game = match &read {
            Ok((_, game)) => Some(game),
            Err(e) => e.kept.as_deref(),
        };
        // What the file says beside the moves, as `fogliaccio record` reads it too.
        let annotations = match game {
            Some(Game::Hex(hex::import::Format::Sgf, record)) => Some(hex::sgf::annotations(text, record)),
            Some(Game::Hex(hex::import::Format::LittleGolem, record)) => Some(hex::hsgf::annotations(text, record)),
            _ => None,
        };
        drop((annotations, read));
    }
    PEAK.load(Ordering::SeqCst) - before
}

/// `head`, then `unit` as often as fits in [`SIZE`] bytes, then `tail`.
fn shape(head: &str, unit: &str, tail: &str) -> String {
    let mut text = String::from(head);
    text.push_str(&unit.repeat((SIZE - head.len() - tail.len()) / unit.len()));
    text.push_str(tail);
    text
}

fn assert_within_bound(text: &str, name: &str) {
    let peak = peak_reading(text, name);
    let bound = PER_BYTE * text.len() + FIXED;
    assert!(peak <= bound, "{name}: {peak} bytes held for {} bytes of text (bound {bound})", text.len());
    eprintln!(
        "{name}: {peak} bytes held for {} bytes of text, {:.2} a byte",
        text.len(),
        peak as f64 / text.len() as f64
    );
}

#[test]
fn many_empty_nodes() {
    alone(|| {
        assert_within_bound(&shape("(;GM[11]SZ[11]", ";", ")"), "empty-nodes.sgf");
    });
}

#[test]
fn many_nodes_each_with_a_comment() {
    alone(|| {
        assert_within_bound(&shape("(;GM[11]SZ[11]", ";C[x]", ")"), "comments.sgf");
    });
}

#[test]
fn many_properties_in_one_node() {
    alone(|| {
        assert_within_bound(&shape("(;GM[11]SZ[11];B[a1]", "C[]", ")"), "properties.sgf");
    });
}

#[test]
fn many_values_of_one_property() {
    alone(|| {
        assert_within_bound(&shape("(;GM[11]SZ[11];B[a1]C", "[]", ")"), "values.sgf");
    });
}

#[test]
fn many_moves_past_the_end_of_the_game() {
    alone(|| {
        // Every move after the first is refused, but the file is read to its end first.
        assert_within_bound(&shape("(;EV[hex]SZ[13]", ";W[aa]", ")"), "moves.hsgf");
        assert_within_bound(&shape("(;EV[twixt]SZ[24]", ";b[aa]", ")"), "moves.tsgf");
    });
}

#[test]
fn many_variations_side_by_side() {
    alone(|| {
        assert_within_bound(&shape("(;GM[11]SZ[11]", "(;B[a1])", ")"), "variations.sgf");
    });
}

#[test]
fn variations_nested_as_deep_as_they_may_be() {
    alone(|| {
        // At each level a variation of its own beside the one that goes deeper, down to the
        // deepest level read, and there many nodes.
        let deep = "(;B[a1](;W[b2])".repeat(MAX_DEPTH - 1);
        let text = shape(&format!("(;GM[11]SZ[11]{deep}(;B[a1]"), ";C[x]", &")".repeat(MAX_DEPTH + 1));
        assert!(hex::sgf::read(&text).is_ok());
        assert_within_bound(&text, "deep.sgf");
        // Deeper than that, the text is refused where it goes too deep.
        let text = shape("(;GM[11]SZ[11]", "(;C[x]", "");
        let fault = hex::sgf::read(&text).unwrap_err().error;
        assert!(matches!(fault, SgfReadError::Sgf(SgfError { problem: SgfProblem::TooDeep, .. })), "{fault}");
        assert_within_bound(&text, "too-deep.sgf");
    });
}

#[test]
fn a_long_value_full_of_escapes() {
    alone(|| {
        assert_within_bound(&shape("(;GM[11]SZ[11];B[a1]C[", "\\]\\\\", "])"), "escapes.sgf");
    });
}

#[test]
fn a_text_longer_than_any_record_is_not_read() {
    alone(|| {
        let text = shape("(;GM[11]SZ[11]", ";", ")") + &";".repeat(LARGEST);
        assert!(peak_reading(&text, "long.sgf") <= FIXED);
    });
}
