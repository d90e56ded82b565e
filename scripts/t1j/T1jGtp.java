// T1j (Johannes Schwagereit's alpha-beta TwixT program) as a GTP engine, for `fogliaccio
// arena`. Our own code, under this repository's licence (MIT OR Apache-2.0, both of which
// GPL-3.0 code may take in): it holds no line of T1j, only calls into it. scripts/t1j.sh
// compiles it beside T1j's own source, fetched outside this repository, and runs it there;
// the program they make together is GPL, like T1j, and never leaves that directory.
//
// It sits in T1j's package because the game it drives is package-private, and it sets up
// that game without T1j's window: T1j's `Match.prepareNewMatch` draws buttons, which a
// headless JVM refuses, so two of its fields are set here instead (see `newGame`).
//
// The board is spoken in our frame (docs/rules.md) and shown to T1j in its own: T1j's
// first player joins top and bottom, ours (Black) left and right, so every hole is
// transposed on its way in and out, our column becoming T1j's row.
//
// Commands: the usual GTP ones, and `list_bridges`, every bridge on T1j's board in our
// notation, which the arena compares with its referee's after every turn. T1j's search
// stops on its clock in whole seconds (`--seconds`, default 1): iterative deepening, each
// depth started while time is left and abandoned, its best move kept, when it runs out.
//
// One flaw of T1j's is worked around here: where its move generator finds nothing to
// try it draws a random hole, and draws again while the hole is taken, so a search that
// has deepened far enough to fill the board (which happens when every line is forced)
// never returns. Its search therefore runs in a thread of its own; one still running a
// fifth of a second after its time is stopped, the best move it had found by then is
// played, and its boards, which the stopped search left with its trial pegs on, are set
// up again from the game's moves. Each such stop is reported on standard error.
package net.schwagereit.t1j;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public final class T1jGtp {
   private static final String[] COMMANDS = {"boardsize", "clear_board", "genmove", "known_command",
         "list_bridges", "list_commands", "name", "play", "protocol_version", "quit", "showboard", "version"};

   /** T1j's canned opening moves (its second to fourth pegs) ignore what is on the board:
    * one that lands on a taken hole is asked again, with its dice thrown anew. */
   private static final int TRIES = 50;

   /** How long past its time a search may run before it is taken to be stuck. */
   private static final long GRACE_MILLIS = 200;

   private Match match;
   private int size = Board.DEFAULTDIM;
   private final long seconds;
   /** The game's holes in T1j's frame, in order, to set the boards up again. */
   private final List<Move> history = new ArrayList<>();

   private T1jGtp(long seconds) {
      this.seconds = seconds;
   }

   /** A command that cannot be carried out: answered with `?`. */
   private static final class Refused extends Exception {
      Refused(String why) {
         super(why);
      }
   }

   public static void main(String[] args) throws Exception {
      int seconds = 1;
      for (int i = 0; i < args.length; i++) {
         if (args[i].equals("--seconds") && i + 1 < args.length) {
            seconds = Integer.parseInt(args[++i]);
         } else {
            System.err.println("usage: T1jGtp [--seconds N] (whole seconds, at least 1)");
            System.exit(2);
         }
      }
      if (seconds < 1) {
         System.err.println("T1jGtp: T1j's clock counts whole seconds: --seconds must be at least 1");
         System.exit(2);
      }
      // T1j prints its own news (the time of each search) to standard output, which is ours.
      PrintStream gtp = System.out;
      System.setOut(System.err);

      CheckPattern.getInstance().loadPattern();
      Zobrist.getInstance().initialize();
      GeneralSettings settings = GeneralSettings.getInstance();
      settings.mdFixedPly = false;
      settings.mdTime = seconds;

      T1jGtp engine = new T1jGtp(seconds);
      engine.newGame();
      BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
      String line;
      while ((line = in.readLine()) != null) {
         String[] words = line.split("#", 2)[0].trim().split("\\s+");
         if (words[0].isEmpty()) {
            continue;
         }
         int first = 0;
         String id = "";
         if (words[0].matches("\\d+")) {
            id = words[0];
            first = 1;
         }
         if (first == words.length) {
            continue;
         }
         String name = words[first];
         List<String> rest = new ArrayList<>();
         for (int i = first + 1; i < words.length; i++) {
            rest.add(words[i]);
         }
         String answer;
         try {
            answer = "=" + id + " " + engine.execute(name, rest);
         } catch (Refused e) {
            answer = "?" + id + " " + e.getMessage();
         }
         gtp.print(answer + "\n\n");
         gtp.flush();
         if (name.equals("quit")) {
            return;
         }
      }
   }

   private String execute(String name, List<String> args) throws Refused {
      switch (name) {
         case "name":
            return "T1j";
         case "version":
            return "b572ed2";
         case "protocol_version":
            return "2";
         case "list_commands":
            return String.join("\n", COMMANDS);
         case "known_command":
            return String.valueOf(args.size() == 1 && List.of(COMMANDS).contains(args.get(0)));
         case "boardsize":
            setSize(args);
            return "";
         case "clear_board":
            newGame();
            return "";
         case "play":
            if (args.size() != 2) {
               throw new Refused("syntax error: usage: play <colour> <hole>");
            }
            play(player(args.get(0)), args.get(1));
            return "";
         case "genmove":
            if (args.size() != 1) {
               throw new Refused("syntax error: usage: genmove <colour>");
            }
            return genmove(player(args.get(0)));
         case "list_bridges":
            return String.join(" ", bridges());
         case "showboard":
            return showboard();
         case "quit":
            return "";
         default:
            throw new Refused("unknown command");
      }
   }

   private void setSize(List<String> args) throws Refused {
      if (args.isEmpty() || args.size() > 2 || (args.size() == 2 && !args.get(0).equals(args.get(1)))) {
         throw new Refused("syntax error: usage: boardsize <n>");
      }
      int n;
      try {
         n = Integer.parseInt(args.get(0));
      } catch (NumberFormatException e) {
         throw new Refused("syntax error: '" + args.get(0) + "' is not a whole number");
      }
      if (n < Board.MINDIM || n > Board.MAXDIM) {
         throw new Refused("unacceptable size: T1j plays boards from " + Board.MINDIM + " to " + Board.MAXDIM);
      }
      size = n;
      newGame();
   }

   /** A new game on the board `size` a side, without T1j's window: what
    * `Match.prepareNewMatch` does, less the buttons it enables. */
   private void newGame() throws Refused {
      history.clear();
      match = new Match();
      MatchData data = new MatchData();
      data.mdXsize = size;
      data.mdYsize = size;
      data.mdYstarts = true;
      data.mdPieRule = false;
      data.mdXhuman = false;
      data.mdYhuman = false;
      setField("matchData", data);
      setField("nextPlayer", Board.YPLAYER);
      for (Board board : new Board[] {match.getBoardY(), match.getBoardX()}) {
         board.clearBoard();
         board.setSize(size, size);
         board.getEval().setupForY();
      }
   }

   private void setField(String name, Object value) throws Refused {
      try {
         Field field = Match.class.getDeclaredField(name);
         field.setAccessible(true);
         field.set(match, value);
      } catch (ReflectiveOperationException e) {
         throw new Refused("T1j's Match has changed: " + e);
      }
   }

   /** Our Black, who moves first and joins left and right, is T1j's first player, who
    * joins top and bottom. */
   private static int player(String colour) throws Refused {
      switch (colour.toLowerCase()) {
         case "b":
         case "black":
            return Board.YPLAYER;
         case "w":
         case "white":
            return Board.XPLAYER;
         default:
            throw new Refused("syntax error: unknown colour " + colour);
      }
   }

   private void checkTurn(int player) throws Refused {
      if (player != match.getNextPlayer()) {
         throw new Refused("illegal move: not that colour's turn");
      }
   }

   private void play(int player, String text) throws Refused {
      checkTurn(player);
      Move hole = parse(text);
      if (!match.setlastMove(hole.getX(), hole.getY())) {
         throw new Refused("illegal move: " + text + " is not open to that colour");
      }
      history.add(hole);
   }

   private String genmove(int player) throws Refused {
      checkTurn(player);
      Board board = match.getBoardY();
      for (int i = 0; i < TRIES; i++) {
         Move move = search(player);
         if (move != null && board.pinAllowed(move.getX(), move.getY(), player)) {
            match.setlastMove(move.getX(), move.getY());
            history.add(move);
            return name(move.getX(), move.getY());
         }
      }
      throw new Refused("T1j found no hole to play");
   }

   /** T1j's move for `player`, from a search stopped if it outruns its time (see the head
    * of this file). */
   @SuppressWarnings("removal")
   private Move search(int player) throws Refused {
      Move[] found = new Move[1];
      Thread thread = new Thread(() -> found[0] = FindMove.getFindMove().computeMove(player));
      thread.start();
      try {
         thread.join(seconds * 1000 + GRACE_MILLIS);
         if (!thread.isAlive()) {
            return found[0];
         }
         thread.stop();
         thread.join();
      } catch (InterruptedException e) {
         throw new Refused("interrupted");
      }
      System.err.println("T1jGtp: T1j's search was stuck at move " + (history.size() + 1)
            + " and was stopped; its best move so far is played");
      Move best;
      try {
         Field field = FindMove.class.getDeclaredField("bestMove");
         field.setAccessible(true);
         best = (Move) field.get(FindMove.getFindMove());
      } catch (ReflectiveOperationException e) {
         throw new Refused("T1j's FindMove has changed: " + e);
      }
      List<Move> moves = new ArrayList<>(history);
      newGame();
      for (Move move : moves) {
         match.setlastMove(move.getX(), move.getY());
         history.add(move);
      }
      if (best == null || !match.getBoardY().pinAllowed(best.getX(), best.getY(), player)) {
         // Stuck before its first depth was done: only on a board so full that the game is
         // drawn (its generator draws random holes until one is free). The front end places
         // the peg on the first open hole, and says so.
         for (int x = 0; x < size; x++) {
            for (int y = 0; y < size; y++) {
               if (match.getBoardY().pinAllowed(x, y, player)) {
                  System.err.println("T1jGtp: no move found by then; the first open hole is played");
                  return new Move(x, y);
               }
            }
         }
         throw new Refused("T1j's search was stuck and no hole is open");
      }
      return best;
   }

   /** Our hole (column letter, row from 1) as T1j's (x, y), transposed. */
   private Move parse(String text) throws Refused {
      String upper = text.toUpperCase();
      int letters = 0;
      while (letters < upper.length() && Character.isLetter(upper.charAt(letters))) {
         letters++;
      }
      if (letters == 0 || letters == upper.length()) {
         throw new Refused("syntax error: " + text + " is not a hole");
      }
      int col = 0;
      for (int i = 0; i < letters; i++) {
         col = col * 26 + (upper.charAt(i) - 'A' + 1);
      }
      col -= 1;
      int row;
      try {
         row = Integer.parseInt(upper.substring(letters)) - 1;
      } catch (NumberFormatException e) {
         throw new Refused("syntax error: " + text + " is not a hole");
      }
      if (col < 0 || col >= size || row < 0 || row >= size) {
         throw new Refused("illegal move: " + text + " is off the board");
      }
      return new Move(row, col);
   }

   /** T1j's hole (x, y) in our notation: column y, row x. */
   private static String name(int x, int y) {
      int col = y + 1;
      StringBuilder letters = new StringBuilder();
      while (col > 0) {
         letters.insert(0, (char) ('A' + (col - 1) % 26));
         col = (col - 1) / 26;
      }
      return letters.toString() + (x + 1);
   }

   /** Every bridge on T1j's board, each as its two holes in notation order (column, then
    * row), the list sorted likewise. */
   private List<String> bridges() {
      Board board = match.getBoardY();
      List<int[]> found = new ArrayList<>();
      for (int x = 0; x < size; x++) {
         for (int y = 0; y < size; y++) {
            if (board.getPin(x, y) == 0) {
               continue;
            }
            for (int direction = 0; direction < 4; direction++) {
               if (board.isBridged(x, y, direction)) {
                  int end = Board.bridgeEnd(x, y, direction);
                  int ex = end / 1000;
                  int ey = end % 1000;
                  // Our (column, row) of each end is T1j's (y, x).
                  int[] a = {y, x};
                  int[] b = {ey, ex};
                  found.add(compare(a, b) < 0 ? new int[] {a[0], a[1], b[0], b[1]} : new int[] {b[0], b[1], a[0], a[1]});
               }
            }
         }
      }
      Collections.sort(found, (p, q) -> {
         int first = compare(new int[] {p[0], p[1]}, new int[] {q[0], q[1]});
         return first != 0 ? first : compare(new int[] {p[2], p[3]}, new int[] {q[2], q[3]});
      });
      List<String> names = new ArrayList<>();
      for (int[] b : found) {
         names.add(name(b[1], b[0]) + "-" + name(b[3], b[2]));
      }
      return names;
   }

   /** Notation order of two holes given as (column, row). */
   private static int compare(int[] a, int[] b) {
      return a[0] != b[0] ? Integer.compare(a[0], b[0]) : Integer.compare(a[1], b[1]);
   }

   /** The board in our frame: `B` and `W` pegs, `.` empty holes, then the bridges. */
   private String showboard() {
      Board board = match.getBoardY();
      StringBuilder text = new StringBuilder("\n");
      for (int row = 0; row < size; row++) {
         for (int col = 0; col < size; col++) {
            int pin = board.getPin(row, col);
            text.append(pin == Board.YPLAYER ? " B" : pin == Board.XPLAYER ? " W" : " .");
         }
         text.append('\n');
      }
      List<String> bridges = bridges();
      text.append("bridges: ").append(bridges.isEmpty() ? "none" : String.join(" ", bridges));
      return text.toString();
   }
}
