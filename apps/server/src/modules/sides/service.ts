export { assignSide, balanceGameSides, exportSidesCsv, getSides, setSides, setSidesOpen } from "./organizer.ts";
export { getGameSides, pickSide } from "./player.ts";
