// Its own module (no styles): a host reserves the width in its first-paint layout without loading the bar itself.

/** Distance of the bar from the window's right edge, and its buttons' size, px. */
export const EDGE_PX = 16;
export const TOOL_PX = 48;

/**
 * Width a page keeps free at its right edge so the fixed bar never covers content: the bar, its edge distance and
 * a gap of the same size.
 */
export const RIGHT_BAR_RESERVED_PX = EDGE_PX * 2 + TOOL_PX;
