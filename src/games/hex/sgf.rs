//! Hex in SGF as HexGui reads and writes it (`FF[4] GM[11] SZ[n]`), and the dialect
//! Little Golem exports (`.hsgf`, see [`super::hsgf`]), which shares the reader.
//!
//! What this relies on, checked against HexGui's source (ryanbhayward/hexgui,
//! `hexgui/sgf/SgfReader.java`, `SgfWriter.java`, `hex/HexPoint.java`, `gui/HexGui.java`):
//! - a cell is written `a1`: the letter is the column from the left, the number the row
//!   from the top, as in our notation (`HexPoint`: name = `'a' + x` then `y + 1`);
//!   HexGui also reads Little Golem's two-letter cells (`aa`, column then row);
//! - the swap is `swap-pieces` (HexGui also reads `swap`, Little Golem's word). Despite its
//!   name it is the colour exchange: HexGui leaves the board as it is and, unlike after
//!   any other move, does not change the side to move (`play()` and
//!   `determineColorToMove()` in `HexGui.java`), so after `B[e5];W[swap-pieces]` White moves
//!   again, as after our [`SwapRule::Colours`]. MoHex agrees (PlayHex's source says "Mohex
//!   swap-pieces is actually a swap sides"). But PlayHex and hexp2p write the same
//!   `B[f3];W[swap-pieces];B[d4]` for the mirror swap, with Black moving next; the reader
//!   tells the two apart by the colour of the move after the swap. Older HexGui versions
//!   also had `swap-sides`; it is read like `swap-pieces` (its handling there was not
//!   checked);
//! - `resign` is a move of the colour that resigns; files written by twogtp add the
//!   loser's `resign` after the winning move, which is read as the win it follows;
//! - the result `RE` is honoured ([`StatedResult`]): a winner it names where the moves leave
//!   the game unfinished wins by the other side's resignation after the last move (PlayHex
//!   writes `RE[B+Resign]` and no `resign`), and a result the moves contradict (a win on the
//!   board or a resignation of the other side, a draw, which Hex never is) is a fault that
//!   keeps the game the moves give;
//! - stones set up before the first move (`AB`, `AW`, `AE`, with `PL` for the side to move;
//!   HexGui writes them in the node after the root) are the position a study begins from
//!   ([`Record::set_up`]), as problem collections write them; without `PL` the first move's
//!   colour moves first, else Black, as HexGui leaves it (`determineColorToMove`). Set-up
//!   after a move is refused: a record here is a game played on from one position. The
//!   main line is the game; other lines are its variations.
//!
//! Beside the moves ([`Annotations`]), a file written here carries `PB` and `PW`, `DT`, `RE`
//! (`B+`, `W+`, `B+R` after a resignation), `RU` (`swap`, or `no swap` for a game without it,
//! which the moves alone cannot tell) and a `C` after a move. HexGui keeps properties it does
//! not interpret and shows `C`. `PB`, `PW` and `RE` name the players by the order of play,
//! `B` the first, also after the colour exchange has given the first player White
//! ([`sgf::player_letter`]): so twogtp writes them (Benzene's `mw1.sgf`: `PB[Mohex]`, Mohex
//! moves first, Wolve exchanges colours, Black resigns, `RE[B+]`), and so Little Golem does.

use std::borrow::Cow;

use super::record::{BadMove, BadMoveReason, ForeignMove, Frame, ReadResult, Record};
use super::{BoardSize, Cell, CellError, Move, Position, SizeError, SwapRule};
use crate::games::connection::{SetUp, SetUpError};
use crate::games::record::{ReadError, quoted};
use crate::games::sgf::{self, Annotations, MoveAnnotation, Node, ResultError, SgfError, StatedResult, Tree, Weighing};
use crate::games::study::{Notes, Question, StudyError};
use crate::games::{Colour, Game, Outcome, Seat};

/// The SGF game number of Hex.
const GM_HEX: &str = "11";

/// Writes `record` as HexGui saves a game. A game played with the mirror swap is written as
/// the same game under the colour exchange (see [`Record::with_swap_rule`]), since that is
/// the only swap HexGui has.
pub fn write(record: &Record) -> String {
    Dialect::HexGui.write(record, &Annotations::default(), &no_remarks)
}

/// [`write`], with what the file says beside the moves: `remarks` words the review of a
/// move ([`Remarks`]).
pub fn write_annotated(record: &Record, annotations: &Annotations<Move, Cell>, remarks: &Remarks) -> String {
    Dialect::HexGui.write(record, annotations, remarks)
}

/// Reads a HexGui SGF file (or any Hex SGF of the same shape), under the colour exchange.
pub fn read(text: &str) -> ReadResult<SgfReadError> {
    Dialect::HexGui.read(text)
}

/// What a HexGui SGF file of `record` (read from `text`) says beside its moves.
pub fn annotations(text: &str, record: &Record) -> Annotations<Move, Cell> {
    Dialect::HexGui.annotations(text, record)
}

/// The review's words on a move, for its comment in a file: given the move's number from 0
/// (a resignation included) and the move the review preferred there as the file names it
/// (in the file's frame: after a mirror swap, every cell is another), the words, or none.
/// A writer asks once the file's frame is known, so the words name the file's cells.
pub type Remarks<'a> = dyn Fn(usize, Option<&str>) -> Option<String> + 'a;

/// No words for any move.
pub fn no_remarks(_: usize, _: Option<&str>) -> Option<String> {
    None
}

/// The two ways of writing Hex in SGF that this module reads and writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Dialect {
    HexGui,
    LittleGolem,
}

impl Dialect {
    /// The swap its files mean.
    const fn swap_rule(self) -> SwapRule {
        match self {
            Dialect::HexGui => SwapRule::Colours,
            Dialect::LittleGolem => SwapRule::Pieces,
        }
    }

    const fn swap_word(self) -> &'static str {
        match self {
            Dialect::HexGui => "swap-pieces",
            Dialect::LittleGolem => "swap",
        }
    }

    /// The property letter of `colour`. In Little Golem's files the first player is `W`
    /// (see [`super::hsgf`]).
    const fn letter(self, colour: Colour) -> &'static str {
        match (self, colour) {
            (Dialect::HexGui, Colour::Black) | (Dialect::LittleGolem, Colour::White) => "B",
            (Dialect::HexGui, Colour::White) | (Dialect::LittleGolem, Colour::Black) => "W",
        }
    }

    /// The colour a move's property letter gives it: the inverse of [`Dialect::letter`].
    const fn colour(self, letter: Colour) -> Colour {
        match self {
            Dialect::HexGui => letter,
            Dialect::LittleGolem => letter.opponent(),
        }
    }

    fn cell(self, cell: Cell) -> String {
        match self {
            Dialect::HexGui => cell.to_string(),
            Dialect::LittleGolem => [cell.col(), cell.row()].iter().map(|&i| (b'a' + i) as char).collect(),
        }
    }

    pub(super) fn write(self, record: &Record, annotations: &Annotations<Move, Cell>, remarks: &Remarks) -> String {
        let rule = match record.swap_rule() {
            SwapRule::None => SwapRule::None,
            SwapRule::Colours | SwapRule::Pieces => self.swap_rule(),
        };
        // The annotations name cells of `record`'s positions: in the file, each is the cell
        // the file's frame gives it.
        let frame = record.frame(rule);
        let record = record.with_swap_rule(rule).expect("a game with a swap is written with a swap");
        let mut text = self.root(&record, annotations);
        let review =
            |ply: usize| annotations.review.get(ply).map(|weighing| weighing.clone().map(|mv| frame.mv(ply, mv)));
        // The move's annotation, then its comment: what people wrote, and the review's words.
        let said = |k: usize| {
            let judgement = annotations.judgements.get(k).copied().flatten().map_or("", MoveAnnotation::property);
            let preferred = review(k).and_then(|weighing| weighing.best).map(|mv| mv.to_string());
            let remark = review(k).and_then(|_| remarks(k, preferred.as_deref()));
            let written = annotations.comments.get(k).map_or("", String::as_str);
            match sgf::comment(written, remark.as_deref()) {
                comment if comment.is_empty() => judgement.to_owned(),
                comment => format!("{judgement}C[{}]", sgf::escape(&comment)),
            }
        };
        // The study's marks on the position after `ply` moves, named in the file's frame.
        let marks = |ply: usize| {
            let marks = annotations.marks.get(ply).map_or(&[][..], Vec::as_slice);
            sgf::notes::write(marks, |at| self.cell(frame.cell(ply, at)))
        };
        // The questions' answers, each a variation beside the rest of the game, closed after it.
        let mut answered = Vec::new();
        let last = record.plies();
        let mut ask = |text: &mut String, ply: usize, position: &Position| {
            let Some(question) = annotations.questions.get(ply).and_then(Option::as_ref) else { return };
            let spell = |at| self.cell(frame.cell(ply, at));
            self.ask(text, &mut answered, question, position, ply == last, spell);
        };
        // Replayed to know whose each move is: after HexGui's swap the swapper moves again.
        let mut position = record.opening().position().clone();
        text.push_str(&self.weighing(&position, review(0)));
        if !annotations.start_comment.is_empty() {
            text.push_str(&format!("C[{}]", sgf::escape(&annotations.start_comment)));
        }
        text.push_str(&marks(0));
        ask(&mut text, 0, &position);
        let lines = lines_beside(frame, &record, annotations);
        if !lines.is_empty() {
            text.push('(');
        }
        for (k, &mv) in record.moves().iter().enumerate() {
            let colour = position.to_move();
            let value = self.move_text(mv);
            position.play(mv).expect("the record's moves are legal");
            let weighing = self.weighing(&position, review(k + 1));
            text.push_str(&format!("\n;{}[{value}]{weighing}{}{}", self.letter(colour), said(k), marks(k + 1)));
            ask(&mut text, k + 1, &position);
        }
        if let Some(loser) = record.resigned() {
            let k = record.moves().len();
            text.push_str(&format!("\n;{}[resign]{}{}", self.letter(loser), said(k), marks(k + 1)));
            ask(&mut text, k + 1, &position);
        }
        close(&mut text, answered);
        if !lines.is_empty() {
            text.push(')');
            text.extend(lines.iter().map(|line| self.line(&record, line, &annotations.beside)));
        }
        text.push_str(")\n");
        text
    }

    /// The file's opening and its root's properties: each declares its dialect, so that
    /// the file reads back as written whatever its name (`games::import`): HexGui writes
    /// `GM[11]`, Little Golem an event `EV[hex.…]`.
    fn root<M, P>(self, record: &Record, annotations: &Annotations<M, P>) -> String {
        let dialect = match self {
            Dialect::HexGui => "GM[11]",
            Dialect::LittleGolem => "EV[hex]",
        };
        let (size, application) = (record.size().get(), sgf::escape(sgf::APPLICATION));
        let setup = record.start().map_or_else(String::new, |setup| self.setup(setup));
        format!("(;FF[4]{dialect}SZ[{size}]AP[{application}]{}{setup}", self.header(record, annotations))
    }

    /// A set-up position as the root carries it: each side's stones, then the side to move.
    fn setup(self, setup: &SetUp<Cell>) -> String {
        let mut text = String::new();
        for colour in Colour::ALL {
            let stones = setup.points(colour);
            if !stones.is_empty() {
                text.push_str(&format!("A{}", self.letter(colour)));
                text.extend(stones.iter().map(|&cell| format!("[{}]", self.cell(cell))));
            }
        }
        text.push_str(&format!("PL[{}]", self.letter(setup.to_move())));
        text
    }

    /// The position set up before the first move, if one is (docs/formats.md, "Set-up
    /// positions"): HexGui writes `AB`/`AW` in a node after the root, and `AE` takes stones
    /// off again. The side to move is `PL`'s, else the first move's, else Black, as HexGui
    /// leaves it; an empty board with White to move is a position set up too.
    fn read_setup(self, tree: &Tree, size: BoardSize) -> Result<Option<SetUp<Cell>>, SgfReadError> {
        let mut placed: Vec<(Cell, Colour)> = Vec::new();
        let mut said_to_move = None;
        let mut set_up = false;
        for property in tree.main_line().take(setup_nodes(tree)).flat_map(Node::properties) {
            let name = property.name();
            let colour = match &*name {
                "AB" => Some(self.colour(Colour::Black)),
                "AW" => Some(self.colour(Colour::White)),
                "AE" => None,
                "PL" => {
                    said_to_move = property.values().find_map(|v| self.player(&v)).or(said_to_move);
                    continue;
                }
                _ => continue,
            };
            set_up = true;
            for value in property.values() {
                let text = value.trim().to_ascii_lowercase();
                let cell = parse_cell(&text, size).map_err(|e| {
                    SgfReadError::SetUp(match e {
                        CellError::OffBoard { cell, .. } => SetUpError::OffBoard(cell),
                        _ => SetUpError::Unreadable(format!("{name}[{value}]")),
                    })
                })?;
                placed.retain(|&(at, _)| at != cell);
                placed.extend(colour.map(|colour| (cell, colour)));
            }
        }
        let first_move = steps(tree).find_map(|step| match step {
            Step::Move { letter, value } if !value.trim().eq_ignore_ascii_case("resign") => Some(self.colour(letter)),
            Step::Move { .. } | Step::Setup(_) => None,
        });
        let to_move = said_to_move.or(first_move).unwrap_or(Colour::Black);
        // White first on an empty board is a position too (Berge's puzzle is written so), but
        // a first move alone says so only in a file that declares HexGui's dialect: in others
        // it tells the dialect (Little Golem's first player is `W`).
        let declared = self == Dialect::HexGui && tree.main_line().next().and_then(|root| root.get("GM")).is_some();
        if !set_up && (to_move == Colour::Black || (said_to_move.is_none() && !declared)) {
            return Ok(None);
        }
        let stones = |colour| placed.iter().filter(move |(_, c)| *c == colour).map(|(cell, _)| *cell);
        SetUp::new(stones(Colour::Black), stones(Colour::White), to_move).map(Some).map_err(SgfReadError::SetUp)
    }

    /// The colour a `PL` value names, in this dialect's letters.
    fn player(self, value: &str) -> Option<Colour> {
        match value.trim() {
            "B" | "b" => Some(self.colour(Colour::Black)),
            "W" | "w" => Some(self.colour(Colour::White)),
            _ => None,
        }
    }

    /// A line tried beside `record`, from the start, as a branch of the root, with the
    /// study's notes on its positions off `record`'s line (`beside`; a variation is written
    /// in the game's own frame).
    fn line(self, record: &Record, moves: &[Move], beside: &[(Vec<Move>, Notes<Cell>)]) -> String {
        let mut position = record.opening().position().clone();
        let mut text = String::from("(");
        let mut answered = Vec::new();
        for (k, &mv) in moves.iter().enumerate() {
            let colour = position.to_move();
            if position.play(mv).is_err() {
                break;
            }
            text.push_str(&format!("\n;{}[{}]", self.letter(colour), self.move_text(mv)));
            let path = &moves[..=k];
            let off_the_game = !record.moves().starts_with(path);
            let Some((_, notes)) = beside.iter().find(|(on, _)| off_the_game && on == path) else { continue };
            if let Some(comment) = &notes.comment {
                text.push_str(&format!("C[{}]", sgf::escape(comment.as_str())));
            }
            text.push_str(&sgf::notes::write(notes.marks(), |at| self.cell(at)));
            if let Some(question) = &notes.question {
                let ends = k + 1 == moves.len();
                self.ask(&mut text, &mut answered, question, &position, ends, |at| self.cell(at));
            }
        }
        close(&mut text, answered);
        text.push(')');
        text
    }

    /// Asks `question` in `position`, whose node `text` ends with: its mark, then, where its
    /// line `ends` there, its answers at once; else the rest of the line opens as the
    /// question's first child, and its answers wait in `answered` for [`close`].
    fn ask(
        self,
        text: &mut String,
        answered: &mut Vec<String>,
        question: &Question<Cell>,
        position: &Position,
        ends: bool,
        spell: impl Fn(Cell) -> String,
    ) {
        let answers = self.answers(question, position, spell);
        text.push_str(&format!("{}[{}]", sgf::QUESTION, if ends { sgf::QUESTION_LAST } else { "" }));
        if ends {
            text.push_str(&answers);
        } else {
            text.push('(');
            answered.push(answers);
        }
    }

    /// A question asked in `position`: its answers as variations, right ones `TE[1]`, wrong
    /// ones `BM[1]` with why in their `C`, cells spelt by `spell`.
    fn answers(self, question: &Question<Cell>, position: &Position, spell: impl Fn(Cell) -> String) -> String {
        let letter = self.letter(position.to_move());
        let right = question.right().iter().map(|&at| format!("(;{letter}[{}]TE[1])", spell(at)));
        let wrong = question.wrong().iter().map(|(at, why)| {
            let why = why.as_ref().map_or(String::new(), |why| format!("C[{}]", sgf::escape(why.as_str())));
            format!("(;{letter}[{}]BM[1]{why})", spell(*at))
        });
        right.chain(wrong).collect()
    }

    /// A move as a file of this dialect writes it.
    fn move_text(self, mv: Move) -> String {
        match mv {
            Move::Place(cell) => self.cell(cell),
            Move::Swap => self.swap_word().to_owned(),
        }
    }

    /// The review's weighing of `position`, as its node carries it: `V`, the move
    /// preferred, and whether it is proved (docs/formats.md, "A review in SGF").
    fn weighing(self, position: &Position, weighing: Option<Weighing<Move>>) -> String {
        let Some(Weighing { chance, best, proved }) = weighing else { return String::new() };
        let to_move = position.to_move();
        let b_to_move = self.letter(to_move) == "B";
        let mut text = format!("V[{}]", sgf::write_value(chance, b_to_move));
        if let Some(best) = best {
            text.push_str(&format!("{}[{}]", sgf::PREFERRED, self.move_text(best)));
        }
        if proved && (chance == 0.0 || chance == 1.0) {
            let winner = if chance == 1.0 { to_move } else { to_move.opponent() };
            text.push_str(&format!("{}[{}]", sgf::PROVED, self.letter(winner)));
        }
        text
    }

    /// The root's names, date, result and swap rule.
    fn header<M, P>(self, record: &Record, annotations: &Annotations<M, P>) -> String {
        let mut header = String::new();
        for (seat, name) in [Seat::First, Seat::Second].into_iter().zip(&annotations.names) {
            if let Some(name) = name.as_deref().filter(|name| !name.trim().is_empty()) {
                header.push_str(&format!("P{}[{}]", sgf::player_letter(seat), sgf::escape(name.trim())));
            }
        }
        if let Some(date) = &annotations.date {
            header.push_str(&format!("DT[{}]", sgf::escape(date)));
        }
        if let Some((_, mover)) = record.winner() {
            let winner = sgf::player_letter(Seat::from(mover));
            let how = match (self, record.resigned()) {
                (Dialect::HexGui, Some(_)) => "+R",
                (Dialect::HexGui, None) => "+",
                (Dialect::LittleGolem, _) => "",
            };
            header.push_str(&format!("RE[{winner}{how}]"));
        }
        header.push_str(match record.swap_rule() {
            SwapRule::None => "RU[no swap]",
            SwapRule::Colours | SwapRule::Pieces => "RU[swap]",
        });
        header
    }

    /// What a file of this dialect says beside the moves of `record`, read from it. The
    /// review is read as far as every position from the start has its `V`, with the move
    /// it prefers where that move is legal there; a move's comment, without the review's
    /// words where the review weighed the position before it.
    pub(super) fn annotations(self, text: &str, record: &Record) -> Annotations<Move, Cell> {
        let tree = match sgf::game_tree(text) {
            Ok(tree) | Err((tree, _)) => tree,
        };
        let mut line = tree.main_line();
        let Some(root) = line.next() else { return Annotations::default() };
        let name = |seat| root.get(&format!("P{}", sgf::player_letter(seat))).map(|n| n.trim().to_owned());
        // Each move's node may carry a comment; the root's is the game's, not a move's. Only
        // the record's moves have one: a file's further nodes cost nothing here.
        let moves: Vec<Node> = line
            .filter(|node| node.properties().any(|p| p.name() == "B" || p.name() == "W"))
            .take(record.plies())
            .collect();
        // The root, then each move's node: a node a position.
        let positions: Vec<Node> = std::iter::once(root).chain(moves.iter().copied()).collect();
        let review = self.review(record, positions.iter().copied());
        let mut unread = Vec::new();
        let read_cell = |at: &str| {
            parse_cell(&at.trim().to_ascii_lowercase(), record.size())
                .map_err(|why| StudyError::NoSuchPoint { text: at.to_owned(), why: why.to_string() })
        };
        let branches = tree.branches(&positions, sgf::notes::ANSWERS_LIMIT + 1);
        let mut questions: Vec<Option<Question<Cell>>> = positions
            .iter()
            .zip(&branches)
            .map(|(&node, (first, others))| {
                let (question, faults) = sgf::notes::question(node, *first, others, read_cell);
                unread.extend(faults);
                question
            })
            .collect();
        sgf::notes::trim_end(&mut questions, Option::is_none);
        let mut marks = positions
            .iter()
            .map(|&node| {
                let (marks, faults) = sgf::notes::read(node, read_cell);
                unread.extend(faults);
                marks
            })
            .collect();
        sgf::notes::trim_end(&mut marks, Vec::is_empty);
        let comments = moves
            .iter()
            .enumerate()
            .map(|(k, node)| sgf::written_comment(&node.get("C").unwrap_or_default(), k < review.len()).to_owned())
            .collect();
        Annotations {
            names: [name(Seat::First), name(Seat::Second)].map(|name| name.filter(|n| !n.is_empty())),
            date: root.get("DT").map(|date| date.trim().to_owned()),
            start_comment: root.get("C").map(|comment| comment.trim().to_owned()).unwrap_or_default(),
            comments,
            marks,
            questions,
            variations: tree.lines().iter().filter_map(|line| self.line_moves(line, record)).collect(),
            beside: self.beside(&tree, record, read_cell, &mut unread),
            unread,
            judgements: moves.iter().map(|&node| MoveAnnotation::of(node)).collect(),
            review,
        }
    }

    /// The study's notes on the positions of the file's other lines off `record`'s line,
    /// each named by the moves that lead to it; the first found for a position is kept
    /// (every line repeats the moves it shares with another). What cannot be read is said.
    fn beside(
        self,
        tree: &Tree,
        record: &Record,
        read_cell: impl Fn(&str) -> Result<Cell, StudyError> + Copy,
        unread: &mut Vec<StudyError>,
    ) -> Vec<(Vec<Move>, Notes<Cell>)> {
        let mut beside: Vec<(Vec<Move>, Notes<Cell>)> = Vec::new();
        for line in tree.lines() {
            let branches = tree.branches(&line, sgf::notes::ANSWERS_LIMIT + 1);
            self.replay_line(&line, record, |k, played| {
                let path = played.moves();
                if record.moves().starts_with(path) || beside.iter().any(|(on, _)| on == path) {
                    return;
                }
                let (first, others) = &branches[k];
                let (notes, faults) = sgf::notes::node_notes(line[k], *first, others, read_cell);
                unread.extend(faults);
                if !notes.is_empty() {
                    beside.push((path.to_vec(), notes));
                }
            });
        }
        beside
    }

    /// The moves of a line of the file (its nodes from the root) that are another line
    /// than `record`'s: replayed from the start under `record`'s rules as far as they are
    /// legal.
    fn line_moves(self, line: &[Node], record: &Record) -> Option<Vec<Move>> {
        let played = self.replay_line(line, record, |_, _| {});
        Some(played.moves().to_vec()).filter(|moves| !record.moves().starts_with(moves))
    }

    /// Replays a line of the file (its nodes from the root) from `record`'s start under its
    /// rules, as far as its moves are legal, telling `each` the node of every move played (by
    /// its place in the line) and the game after it; gives back the game as far as it went.
    fn replay_line(self, line: &[Node], record: &Record, mut each: impl FnMut(usize, &Record)) -> Record {
        let mut played = record.opening();
        for (k, node) in line.iter().enumerate().skip(1) {
            let black = node.get("B").map(|text| (text, Colour::Black));
            let Some((text, letter)) = black.or_else(|| node.get("W").map(|text| (text, Colour::White))) else {
                continue;
            };
            if read_move(&text, self.colour(letter), &mut played).is_err() {
                break;
            }
            each(k, &played);
        }
        played
    }

    /// The review of `record`'s positions that `nodes` (the root, then each move's) carry.
    fn review<'t>(self, record: &Record, nodes: impl Iterator<Item = Node<'t>>) -> Vec<Weighing<Move>> {
        let mut position = record.opening().position().clone();
        let mut moves = record.moves().iter();
        let mut review = Vec::new();
        for node in nodes {
            let to_move = position.to_move();
            let b_to_move = self.letter(to_move) == "B";
            let Some(chance) = node.get("V").and_then(|value| sgf::read_value(&value, b_to_move)) else { break };
            let best = node.get(sgf::PREFERRED).and_then(|best| {
                let mv = match best.trim() {
                    word if is_swap(word) => Move::Swap,
                    cell => Move::Place(parse_cell(&cell.to_ascii_lowercase(), record.size()).ok()?),
                };
                position.clone().play(mv).is_ok().then_some(mv)
            });
            let winner = node
                .get(sgf::PROVED)
                .map(|letter| self.colour(if letter.trim() == "B" { Colour::Black } else { Colour::White }));
            let sure = if chance == 1.0 { Some(to_move) } else { (chance == 0.0).then(|| to_move.opponent()) };
            review.push(Weighing { chance, best, proved: winner.is_some() && winner == sure });
            match moves.next() {
                Some(&mv) => position.play(mv).expect("the record's moves are legal"),
                None => break,
            }
        }
        review
    }

    pub(super) fn read(self, text: &str) -> ReadResult<SgfReadError> {
        let (tree, fault) = match sgf::game_tree(text) {
            Ok(tree) => (tree, None),
            Err((tree, e)) => (tree, Some(e)),
        };
        let Some(root) = tree.main_line().next() else {
            let error = fault.map_or(SgfReadError::NoSize, SgfReadError::Sgf);
            return Err(ReadError::nothing_kept(error));
        };
        // A file cut short before its root's `SZ` is refused for the cut, not the size.
        let size = read_root(root).map_err(|e| ReadError::nothing_kept(fault.clone().map_or(e, SgfReadError::Sgf)))?;
        let said_none = root.get("RU").is_some_and(|rules| rules.trim().eq_ignore_ascii_case("no swap"));
        let swapped = steps(&tree).any(|step| matches!(step, Step::Move { value, .. } if is_swap(value.trim())));
        let rule = if said_none && !swapped { SwapRule::None } else { self.swap_rule_of(&tree) };
        let setup = self.read_setup(&tree, size).map_err(ReadError::nothing_kept)?;
        let mut record = match setup {
            Some(setup) => Record::set_up(size, setup).map_err(|e| ReadError::nothing_kept(SgfReadError::SetUp(e)))?,
            None => Record::new(size, rule),
        };
        for step in steps(&tree) {
            let played = match step {
                Step::Setup(name) => Err(SgfReadError::Setup(name.into_owned())),
                Step::Move { letter, value } => {
                    let marked = self.colour(letter);
                    read_move(&value, marked, &mut record).map_err(SgfReadError::Move)
                }
            };
            if let Err(error) = played {
                return Err(ReadError::after(record, error));
            }
        }
        if let Some(e) = fault {
            return Err(ReadError::after(record, SgfReadError::Sgf(e)));
        }
        match honour_result(root, &mut record) {
            Ok(()) => Ok(record),
            Err(error) => Err(ReadError::after(record, error)),
        }
    }

    /// The swap the file means. Little Golem's is always the mirror swap. HexGui's
    /// `swap-pieces` is the colour exchange, after which the swapper moves again; other
    /// programs (PlayHex, hexp2p) write the same word for the mirror swap, after which the
    /// first player moves. So the colour of the move after the swap tells them apart; with
    /// no move after it, HexGui's meaning is taken.
    fn swap_rule_of(self, tree: &Tree) -> SwapRule {
        if self == Dialect::LittleGolem {
            return SwapRule::Pieces;
        }
        let mut moves = steps(tree).filter_map(|step| match step {
            Step::Move { letter, value } if !value.trim().eq_ignore_ascii_case("resign") => Some((letter, value)),
            Step::Move { .. } | Step::Setup(_) => None,
        });
        let swapper = moves.find(|(_, value)| is_swap(value.trim())).map(|(letter, _)| letter);
        match swapper.zip(moves.next()) {
            Some((swapper, (next, _))) if swapper != next => SwapRule::Pieces,
            _ => SwapRule::Colours,
        }
    }
}

/// What the reader does with a node's property, in file order: moves, and stones set up
/// after the root, to refuse.
enum Step<'t> {
    Move { letter: Colour, value: Cow<'t, str> },
    Setup(Cow<'t, str>),
}

/// The steps of the main line, read as they are needed: a file's nodes are never copied.
/// The set-up before the first move is the start's, not a step ([`Dialect::read_setup`]).
fn steps<'t>(tree: &'t Tree<'t>) -> impl Iterator<Item = Step<'t>> {
    let opening = setup_nodes(tree);
    let nodes = tree.main_line().enumerate().flat_map(|(k, node)| node.properties().map(move |p| (k, p)));
    nodes.flat_map(move |(k, property)| {
        let name = property.name();
        let letter = match &*name {
            "B" => Some(Colour::Black),
            "W" => Some(Colour::White),
            _ => None,
        };
        let setup = (k >= opening && matches!(&*name, "AB" | "AW" | "AE")).then_some(Step::Setup(name));
        let moves =
            letter.into_iter().flat_map(move |letter| property.values().map(move |value| Step::Move { letter, value }));
        setup.into_iter().chain(moves)
    })
}

/// How many nodes of the main line come before its first move: where stones may be set up.
fn setup_nodes(tree: &Tree) -> usize {
    tree.main_line().take_while(|node| !node.properties().any(|p| matches!(&*p.name(), "B" | "W"))).count()
}

/// Ends `record`, read whole, as its root's `RE` says where the moves leave it unfinished,
/// or says how `RE` contradicts them (docs/formats.md).
fn honour_result(root: Node, record: &mut Record) -> Result<(), SgfReadError> {
    let Some(stated) = StatedResult::of(root) else { return Ok(()) };
    let ended = record.position().ending().map(|ending| Outcome::Winner(ending.winner()));
    match stated.ending(ended, record.position().colours_exchanged()).map_err(SgfReadError::Result)? {
        None => Ok(()),
        Some(Outcome::Winner(winner)) => {
            record.resign_numbered(stated.written(), winner.opponent()).map_err(SgfReadError::Move)
        }
        Some(Outcome::Draw) => Err(SgfReadError::Result(ResultError::NoDraw(stated.written().to_owned()))),
    }
}

fn is_swap(word: &str) -> bool {
    ["swap-pieces", "swap-sides", "swap"].iter().any(|swap| word.eq_ignore_ascii_case(swap))
}

/// The board size, from the root node; refuses a game other than Hex.
fn read_root(root: Node) -> Result<BoardSize, SgfReadError> {
    if let Some(gm) = root.get("GM") {
        if gm.trim() != GM_HEX {
            return Err(SgfReadError::NotHex(quoted(&gm)));
        }
    }
    let sz = root.get("SZ").ok_or(SgfReadError::NoSize)?;
    let sz = sz.trim();
    let side = match sz.split_once(':') {
        Some((w, h)) if w.trim() == h.trim() => w.trim(),
        Some(_) => return Err(SgfReadError::NotSquare(quoted(sz))),
        None => sz,
    };
    let n: u32 = side.parse().map_err(|_| SgfReadError::BadSize(quoted(sz)))?;
    BoardSize::new(n).map_err(SgfReadError::Size)
}

/// Plays one move value, given to `marked` by the file.
fn read_move(value: &str, marked: Colour, record: &mut Record) -> Result<(), BadMove> {
    let word = value.trim().to_ascii_lowercase();
    let number = record.next_number();
    let bad = |reason| Err(BadMove::new(number, value, reason));
    if word == "resign" {
        // Real files (twogtp's) add the loser's resignation after the winning move: the
        // game was already over, so it adds nothing.
        if record.position().ending().is_some_and(|ending| ending.winner() != marked) {
            return Ok(());
        }
        return record.resign_numbered(value, marked);
    }
    let mv = match word.as_str() {
        swap if is_swap(swap) => Move::Swap,
        "pass" => return bad(BadMoveReason::Unsupported(ForeignMove::Pass)),
        "forfeit" => return bad(BadMoveReason::Unsupported(ForeignMove::Forfeit)),
        cell => match parse_cell(cell, record.size()) {
            Ok(cell) => Move::Place(cell),
            Err(e) => return bad(BadMoveReason::Unreadable(e)),
        },
    };
    if record.position().ending().is_none() {
        let to_move = record.position().to_move();
        if marked != to_move {
            return bad(BadMoveReason::WrongColour { marked, to_move });
        }
    }
    record.play_numbered(value, mv)
}

/// Closes the questions a line asked before its end ([`Dialect::ask`]): the rest of the
/// line, then each question's answers, the last asked first.
fn close(text: &mut String, answered: Vec<String>) {
    for answers in answered.into_iter().rev() {
        text.push(')');
        text.push_str(&answers);
    }
}

/// The lines tried beside `record` that a file in `frame` writes, each a branch from the
/// root beside the game's own: only where the file's cells are the game's (no swap seen in
/// the other frame), and not for a game with no move, which has no branch of its own.
fn lines_beside<'a>(frame: Frame, record: &Record, annotations: &'a Annotations<Move, Cell>) -> &'a [Vec<Move>] {
    if frame == Frame::SAME && record.plies() > 0 { &annotations.variations } else { &[] }
}

/// A cell as HexGui writes it (`c3`) or as Little Golem does (`cc`: column, then row).
fn parse_cell(text: &str, size: BoardSize) -> Result<Cell, CellError> {
    let bytes = text.as_bytes();
    if let [col @ b'a'..=b'z', row @ b'a'..=b'z'] = bytes {
        Cell::new(col - b'a', row - b'a', size).ok_or_else(|| CellError::OffBoard { cell: quoted(text), size })
    } else {
        Cell::parse(text, size)
    }
}

/// Why an SGF record of Hex could not be read (whole).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SgfReadError {
    /// The text is not SGF, or stops in the middle.
    Sgf(SgfError),
    /// The game number `GM` is not 11 (Hex).
    NotHex(String),
    NoSize,
    BadSize(String),
    NotSquare(String),
    Size(SizeError),
    /// Stones set up after a move (`AB`, `AW`, `AE`): the record is no game played on from
    /// one position.
    Setup(String),
    /// The position the root sets up begins no game.
    SetUp(SetUpError<Cell>),
    Move(BadMove),
    /// The result the file states (`RE`) is not the game's.
    Result(ResultError),
}

impl std::fmt::Display for SgfReadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SgfReadError::Sgf(e) => e.fmt(f),
            SgfReadError::NotHex(gm) => write!(f, "the file holds game number GM[{gm}], not Hex (GM[11])"),
            SgfReadError::NoSize => f.write_str("the file does not give the board size (SZ)"),
            SgfReadError::BadSize(sz) => write!(f, "SZ[{sz}] is not a board size"),
            SgfReadError::NotSquare(sz) => write!(f, "SZ[{sz}] is not a square board; Hex here is played on n×n"),
            SgfReadError::Size(e) => e.fmt(f),
            SgfReadError::Setup(name) => write!(
                f,
                "the file sets up stones ({name}) after a move: only a game played on from the position it begins \
                 with can be opened"
            ),
            SgfReadError::SetUp(e) => e.fmt(f),
            SgfReadError::Move(e) => e.fmt(f),
            SgfReadError::Result(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for SgfReadError {}
