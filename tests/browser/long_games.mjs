// Long games for the benchmarks (not tests): the positions a long game reaches, where the
// page must stay smooth.

/** A hole in the link's notation: its column and its row from 0, a letter each. */
const hole = (col, row) => String.fromCharCode(97 + col) + String.fromCharCode(97 + row);

/**
 * 50 turns under the standard rules, no swap: Black builds five short chains across the
 * left half, White five down the right half, each peg bridged to the one before it (the
 * step digit is the knight's move from the new peg back to it, as link.rs numbers them).
 * The halves never meet, so nobody wins and both still have paths.
 */
export function longGame() {
    const black = [], white = [];
    for (const row of [2, 6, 10, 14, 18]) {
        for (let k = 0; k < 5; k++) {
            const back = k === 0 ? '' : (k % 2 ? '5' : '6');
            black.push(hole(1 + 2 * k, row + (k % 2)) + back);
        }
    }
    for (const col of [13, 16, 19, 21, 14]) {
        const top = col === 14 ? 12 : 1;
        for (let k = 0; k < 5; k++) {
            const back = k === 0 ? '' : (k % 2 ? '4' : '3');
            white.push(hole(col + (k % 2), top + 2 * k) + back);
        }
    }
    const turns = black.flatMap((b, i) => [b, white[i]]);
    return `#g=1.twixt.24sn.${turns.length}.${turns.join('')}E`;
}

/** A real game of 11×11 Hex, 62 moves (Little Golem, from the export scripts/real-records.sh
 * reads: hex_games/1947.txt), as our link's fragment. */
export const LONG_HEX = '#g=1.hex.11p.62.kdxdheejdhggfgdidickbkajbjaibiahbhafcfbgbgadcecddedcfdgbhbjcicjdjckejekfjfkgjgkhjhkjjijjiiijhihjgieighhifhfjehegehdfefdakaj';
