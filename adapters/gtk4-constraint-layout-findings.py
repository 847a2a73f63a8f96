#!/usr/bin/env python3
"""The defects docs/findings/gtk4-constraint-layout.md reports, as plain calls on GTK 4's
Gtk.ConstraintLayout through PyGObject (Debian's python3-gi and gir1.2-gtk-4.0, GTK 4.8.3): no
plumb, no protocol, no adapter. Each function builds what a minimized case built (a window whose
child has a ConstraintLayout, plain child widgets of no size of their own, Gtk.Constraint objects),
lays it out as GTK does (measure both ways, allocate), and prints the frames GTK gives and the
ones it should give.

    xvfb-run -a /usr/bin/python3 adapters/gtk4-constraint-layout-findings.py

GTK wants a display, hence xvfb-run. Calls that abort or crash GTK run in a child process (this
script again, with `--child NAME`); their GTK messages are printed without process id and time,
then "crashed with signal N". Frames are (x, y, width, height) in the layout's coordinates.
"""
import os
import re
import subprocess
import sys

os.environ.setdefault("NO_AT_BRIDGE", "1")
import gi  # noqa: E402

gi.require_version("Gtk", "4.0")
from gi.repository import Gtk  # noqa: E402

A, R = Gtk.ConstraintAttribute, Gtk.ConstraintRelation
REQUIRED = Gtk.ConstraintStrength.REQUIRED
LTR, RTL = Gtk.TextDirection.LTR, Gtk.TextDirection.RTL


class Box(Gtk.Widget):
    """The widget whose layout manager is the Gtk.ConstraintLayout."""


class View(Gtk.Widget):
    """A plain child: minimum and natural size 0, no baseline."""

    def do_measure(self, orientation, for_size):
        return 0, 0, -1, -1


def window(n, direction=LTR):
    """A rooted Box with a ConstraintLayout and n plain children, all in `direction`."""
    toplevel, box, layout = Gtk.Window(), Box(), Gtk.ConstraintLayout()
    box.set_layout_manager(layout)
    toplevel.set_child(box)  # rooted: the layout gets its solver
    views = [View() for _ in range(n)]
    for widget in [box, *views]:
        widget.set_direction(direction)
    for view in views:
        view.set_parent(box)
    return toplevel, box, layout, views


def lay_out(box, width=100, height=100):
    box.measure(Gtk.Orientation.HORIZONTAL, -1)
    box.measure(Gtk.Orientation.VERTICAL, -1)
    box.allocate(width, height, -1, None)


def frame(view, box):
    bounds = view.compute_bounds(box)[1]
    return "(%g, %g, %g, %g)" % (bounds.get_x(), bounds.get_y(), bounds.get_width(), bounds.get_height())


def c(target, attribute, relation, source=None, source_attribute=A.NONE, multiplier=1.0, constant=0.0,
      strength=REQUIRED):
    """target.attribute RELATION source.source_attribute * multiplier + constant (None: the Box)."""
    if source_attribute == A.NONE:
        return Gtk.Constraint.new_constant(target, attribute, relation, constant, strength)
    return Gtk.Constraint.new(target, attribute, relation, source, source_attribute, multiplier, constant, strength)


def place(layout, view, x, y, width, height):
    """A frame as four required constraints, as the adapter gives a view with a `frame`."""
    for attribute, value in ((A.LEFT, x), (A.TOP, y), (A.WIDTH, width), (A.HEIGHT, height)):
        layout.add_constraint(c(view, attribute, R.EQ, constant=value))


def flush():
    sys.stdout.flush()


# -- 1 ------------------------------------------------------------------------------------------


def direction_resolved_once():
    """1. Start and end keep the direction the widget had when the constraint was added."""
    for direction, name in ((LTR, "ltr"), (RTL, "rtl")):
        _, box, layout, (v,) = window(1, direction)
        for k in (c(v, A.START, R.EQ, None, A.START, constant=20), c(v, A.WIDTH, R.EQ, constant=100),
                  c(v, A.TOP, R.EQ, constant=0), c(v, A.HEIGHT, R.EQ, constant=10)):
            layout.add_constraint(k)
        lay_out(box, 400, 300)
        print("v.start == box.start + 20, width 100, box 400 wide, built in %s: v %s" % (name, frame(v, box)))
    _, box, layout, (v,) = window(1, LTR)
    start = c(v, A.START, R.EQ, None, A.START, constant=20)
    for k in (start, c(v, A.WIDTH, R.EQ, constant=100), c(v, A.TOP, R.EQ, constant=0), c(v, A.HEIGHT, R.EQ, constant=10)):
        layout.add_constraint(k)
    lay_out(box, 400, 300)
    for widget in (box, v):
        widget.set_direction(RTL)
    box.queue_resize()
    lay_out(box, 400, 300)
    print("built in ltr, then set_direction(RTL) on the box and v, laid out: v %s (right: x = 320, as built in rtl)"
          % frame(v, box))
    layout.remove_constraint(start)
    layout.add_constraint(c(v, A.START, R.EQ, None, A.START, constant=20))
    lay_out(box, 400, 300)
    print("  then the start constraint removed and added again: v %s" % frame(v, box))
    # The run's minimized case (rebuild-d8866931, add-remove-f9be36e1; spec-375a4869 with 1 for 8).
    for direction, name in ((None, "built in ltr, set to rtl"), (RTL, "built in rtl")):
        _, box, layout, (v0, v1) = window(2, direction or LTR)
        place(layout, v1, 0, 0, 0, 0)
        layout.add_constraint(c(v1, A.CENTER_X, R.EQ, v0, A.CENTER_X))
        layout.add_constraint(c(v1, A.END, R.EQ, v0, A.END, constant=8))
        lay_out(box)
        if direction is None:
            for widget in (box, v0, v1):
                widget.set_direction(RTL)
            lay_out(box)
        print("v1 at (0, 0, 0, 0), v1.centerX == v0.centerX, v1.end == v0.end + 8, %s: v0 %s" % (name, frame(v0, box)))
    print("  right in rtl (end is left): v0.left = -8, v0.width = 16, i.e. v0 (-8, y, 16, h)")


# -- 2 ------------------------------------------------------------------------------------------


def optional_removal():
    """2. After an optional constraint is removed, GTK settles on a worse layout."""
    def heights(script):
        _, box, layout, (v,) = window(1)
        for k in (c(v, A.LEFT, R.EQ, constant=0), c(v, A.TOP, R.EQ, constant=0), c(v, A.WIDTH, R.EQ, constant=10)):
            layout.add_constraint(k)
        script(layout, lambda value, strength: c(v, A.HEIGHT, R.EQ, constant=value, strength=strength))
        lay_out(box)
        return frame(v, box)

    print("height == 40 @750, height == 10 @999: v %s"
          % heights(lambda lay, h: [lay.add_constraint(h(40, 750)), lay.add_constraint(h(10, 999))]))

    def detour(lay, h):
        gone = h(5, 250)
        lay.add_constraint(gone)
        lay.remove_constraint(gone)
        lay.add_constraint(h(40, 750))
        lay.add_constraint(h(10, 999))
    print("the same after height == 5 @250 was added and removed: v %s" % heights(detour))
    print("  right: height 10 (error 750 x 30 = 22500; height 40 costs 999 x 30 = 29970)")

    # add-remove-8753b070: the add-remove oracle's toggle of c0.
    _, box, layout, (v0,) = window(1)
    c0 = c(v0, A.CENTER_Y, R.EQ, None, A.CENTER_Y, strength=250)
    layout.add_constraint(c0)
    layout.add_constraint(c(v0, A.BOTTOM, R.EQ, None, A.BOTTOM))
    lay_out(box)
    print("v0.centerY == box.centerY @250, v0.bottom == box.bottom, box 100 x 100: v0 %s" % frame(v0, box))
    layout.remove_constraint(c0)
    lay_out(box)
    layout.add_constraint(c(v0, A.CENTER_Y, R.EQ, None, A.CENTER_Y, strength=250))
    lay_out(box)
    print("  centerY constraint removed, laid out, added again: v0 %s (right: (0, 0, 0, 100), no error)" % frame(v0, box))

    # rebuild-a4702aaa, spec-4251bd9a: the toggle of the inactive c1, then the step.
    _, box, layout, (v0, v2) = window(2)
    lay_out(box)
    c1 = c(v0, A.HEIGHT, R.EQ, v2, A.HEIGHT, strength=250)
    layout.add_constraint(c1)
    lay_out(box)
    layout.remove_constraint(c1)
    lay_out(box)
    layout.add_constraint(c(v2, A.HEIGHT, R.EQ, constant=160, strength=250))
    lay_out(box)
    print("v0.height == v2.height @250 added and removed, then v2.height == 160 @250: v2 %s (right: height 160)"
          % frame(v2, box))

    # rebuild-3337909f, spec-1af85ea7: the toggle of c4, then the step.
    _, box, layout, (v0, v1, v3) = window(3)
    c4 = c(v1, A.HEIGHT, R.EQ, v0, A.WIDTH, strength=250)
    layout.add_constraint(c4)
    layout.add_constraint(c(v3, A.WIDTH, R.EQ, v1, A.HEIGHT))
    lay_out(box)
    layout.remove_constraint(c4)
    lay_out(box)
    layout.add_constraint(c(v1, A.HEIGHT, R.EQ, v0, A.WIDTH, strength=250))
    lay_out(box)
    layout.add_constraint(c(v3, A.WIDTH, R.EQ, constant=44, strength=750))
    lay_out(box)
    print("v1.height == v0.width @250 (removed, added again), v3.width == v1.height, then v3.width == 44 @750:")
    print("  v0 %s, v1 %s, v3 %s (right: all three 44, no error)" % (frame(v0, box), frame(v1, box), frame(v3, box)))

    # spec-8c0e5b72: the toggle of c16, then setConstant c16 0 (a removal and an add).
    _, box, layout, (v4, v6) = window(2)
    c16 = c(v4, A.HEIGHT, R.EQ, constant=0, strength=250)
    layout.add_constraint(c16)
    layout.add_constraint(c(v6, A.CENTER_Y, R.EQ, None, A.CENTER_Y))
    layout.add_constraint(c(v6, A.HEIGHT, R.EQ, None, A.WIDTH, constant=-16, strength=250))
    lay_out(box)
    for settle in (True, False):  # the oracle's toggle, laid out in between; then setConstant, in one go
        layout.remove_constraint(c16)
        if settle:
            lay_out(box)
        c16 = c(v4, A.HEIGHT, R.EQ, constant=0, strength=250)
        layout.add_constraint(c16)
        lay_out(box)
    print("v4.height == 0 @250 (removed and added twice), v6.centerY == box.centerY, v6.height == box.width - 16 @250:")
    print("  v6 %s (right: (x, 8, w, 84), no error)" % frame(v6, box))

    # add-remove-abca4c24: the toggle of c0, setPriority c0 250, then the toggle of c6.
    _, box, layout, (v0, v1) = window(2)
    c0 = c(v0, A.HEIGHT, R.EQ, constant=0, strength=50)
    c6 = c(v1, A.BOTTOM, R.EQ, None, A.BOTTOM, strength=250)
    for k in (c0, c(v1, A.HEIGHT, R.EQ, None, A.WIDTH), c(v1, A.TOP, R.LE, None, A.TOP), c6):
        layout.add_constraint(k)
    lay_out(box, 768, 480)
    for strength in (50, 250):  # the oracle's toggle, laid out in between; then setPriority, in one go
        layout.remove_constraint(c0)
        if strength == 50:
            lay_out(box, 768, 480)
        c0 = c(v0, A.HEIGHT, R.EQ, constant=0, strength=strength)
        layout.add_constraint(c0)
        lay_out(box, 768, 480)
    before = frame(v1, box)
    layout.remove_constraint(c6)
    lay_out(box, 768, 480)
    layout.add_constraint(c(v1, A.BOTTOM, R.EQ, None, A.BOTTOM, strength=250))
    lay_out(box, 768, 480)
    print("v1.height == box.width, v1.top <= box.top, v1.bottom == box.bottom @250, box 768 x 480 (v0.height == 0")
    print("  removed and added twice): v1 %s; v1.bottom constraint removed and added again: v1 %s" % (before, frame(v1, box)))
    print("  right: v1 (x, -288, w, 768) both times, no error")


# -- 3 ------------------------------------------------------------------------------------------


def small_coefficient_dropped():
    """3. A term whose coefficient comes out below 0.001 is dropped: a required constraint lost."""
    for first in ("ratio", "half"):
        _, box, layout, (v1, v6) = window(2)
        ratio = c(v1, A.WIDTH, R.EQ, v6, A.WIDTH, multiplier=0.001)
        half = c(v1, A.RIGHT, R.EQ, v1, A.CENTER_X, constant=1)
        for k in ((ratio, half) if first == "ratio" else (half, ratio)):
            layout.add_constraint(k)
        lay_out(box)
        order = "v1.width == 0.001 * v6.width, v1.right == v1.centerX + 1" if first == "ratio" else \
            "v1.right == v1.centerX + 1, v1.width == 0.001 * v6.width"
        print("%s: v1 %s, v6 %s" % (order, frame(v1, box), frame(v6, box)))
    print("  right, in either order: v1.width 2, v6.width 2000 (both required, nothing else)")
    for m in (0.0009, 0.001):
        _, box, layout, (v,) = window(1)
        for k in (c(v, A.LEFT, R.EQ, None, A.WIDTH, multiplier=m), c(v, A.TOP, R.EQ, constant=0),
                  c(v, A.WIDTH, R.EQ, constant=10), c(v, A.HEIGHT, R.EQ, constant=1)):
            layout.add_constraint(k)
        lay_out(box, 10000, 100)
        print("v.left == %g * box.width, box 10000 wide: v %s (right: x = %g)" % (m, frame(v, box), m * 10000))


# -- 4, 5: in a child process ---------------------------------------------------------------------


def abort_minimal():
    _, box, layout, (v,) = window(1)
    layout.add_constraint(c(v, A.WIDTH, R.LE, v, A.HEIGHT, multiplier=0.001))
    print("  added v.width <= 0.001 * v.height")
    flush()
    layout.add_constraint(c(v, A.RIGHT, R.GE, v, A.CENTER_X, constant=1))
    print("  added v.right >= v.centerX + 1")
    lay_out(box)
    print("  v", frame(v, box))


def abort_other_order():
    _, box, layout, (v,) = window(1)
    layout.add_constraint(c(v, A.RIGHT, R.GE, v, A.CENTER_X, constant=1))
    layout.add_constraint(c(v, A.WIDTH, R.LE, v, A.HEIGHT, multiplier=0.001))
    lay_out(box)
    print("  v", frame(v, box))


def abort_f0b6c839():
    _, box, layout, (v0,) = window(1)
    layout.add_constraint(c(v0, A.WIDTH, R.LE, v0, A.WIDTH, multiplier=0.001, constant=1))
    layout.add_constraint(c(v0, A.WIDTH, R.EQ, None, A.WIDTH))
    print("  added v0.width <= 0.001 * v0.width + 1, v0.width == box.width")
    flush()
    layout.add_constraint(c(v0, A.WIDTH, R.LE, v0, A.HEIGHT, multiplier=0.001))
    print("  added v0.width <= 0.001 * v0.height")
    lay_out(box)
    print("  v0", frame(v0, box))


def abort_small_coefficient():
    """4. Abort: `gtk_constraint_expression_new_subject: assertion failed` on a coefficient below 0.001."""
    print("v.width <= 0.001 * v.height, then v.right >= v.centerX + 1 (satisfiable: width 2, height 2000):")
    in_child("abort_minimal")
    print("the same two in the other order:")
    in_child("abort_other_order")
    print("crash-f0b6c839 (the first two conflict only once the box is allocated 100 wide):")
    in_child("abort_f0b6c839")


def segv_tiny_conflict():
    _, box, layout, (v0,) = window(1)
    layout.add_constraint(c(v0, A.HEIGHT, R.EQ, None, A.HEIGHT))
    print("  added v0.height == box.height")
    flush()
    layout.add_constraint(c(v0, A.TOP, R.GE, v0, A.BOTTOM, constant=1e-6))
    print("  added v0.top >= v0.bottom + 1e-6")
    lay_out(box)
    print("  v0", frame(v0, box))


def segv_duplicate_removed():
    _, box, layout, (v1, v7) = window(2)
    c3 = c(v1, A.HEIGHT, R.EQ, v7, A.HEIGHT, constant=-70)
    layout.add_constraint(c3)
    layout.add_constraint(c(v1, A.HEIGHT, R.EQ, v7, A.HEIGHT, constant=-70))
    lay_out(box)
    print("  two copies of v1.height == v7.height - 70: v1 %s, v7 %s" % (frame(v1, box), frame(v7, box)))
    layout.remove_constraint(c3)
    lay_out(box)
    print("  one copy removed: v1 %s, v7 %s (right: v7 height >= 70, the other copy is required)"
          % (frame(v1, box), frame(v7, box)))
    flush()
    layout.add_constraint(c(v1, A.HEIGHT, R.EQ, v7, A.HEIGHT, constant=-10000))
    print("  added v1.height == v7.height - 10000")
    lay_out(box)
    print("  v1 %s, v7 %s" % (frame(v1, box), frame(v7, box)))


def segv_rtl(duplicate):
    _, box, layout, (v0, v1) = window(2, RTL)
    layout.add_constraint(c(v0, A.LEFT, R.GE, v1, A.RIGHT))
    layout.add_constraint(c(v0, A.START, R.EQ, v0, A.CENTER_X, constant=1e-6))
    if duplicate:
        layout.add_constraint(c(v0, A.LEFT, R.GE, v1, A.RIGHT))
    print("  added v0.left >= v1.right%s, v0.start == v0.centerX + 1e-6" % (" twice" if duplicate else ""))
    flush()
    layout.add_constraint(c(v1, A.CENTER_X, R.GE, v0, A.CENTER_X))
    print("  added v1.centerX >= v0.centerX")
    lay_out(box)
    print("  v0 %s, v1 %s" % (frame(v0, box), frame(v1, box)))


def segfault_in_dual_optimize():
    """5. Segfault after `INTERNAL: ratio == DBL_MAX in dual_optimize`."""
    print("crash-770e77e7: a required constraint 1e-6 away from the others (box 100 x 100):")
    in_child("segv_tiny_conflict")
    print("crash-83090a77: one of two equal required constraints removed, then a conflicting one added:")
    in_child("segv_duplicate_removed")
    print("crash-7ec04db2, reduced: rtl, a conflict of 1e-6 once one constraint is there twice:")
    in_child("segv_rtl_twice")
    print("the same without the second copy:")
    in_child("segv_rtl_once")


CHILDREN = {
    "abort_minimal": abort_minimal, "abort_other_order": abort_other_order, "abort_f0b6c839": abort_f0b6c839,
    "segv_tiny_conflict": segv_tiny_conflict, "segv_duplicate_removed": segv_duplicate_removed,
    "segv_rtl_twice": lambda: segv_rtl(True), "segv_rtl_once": lambda: segv_rtl(False),
}
GTK_MESSAGE = re.compile(r"^(?:\(process:\d+\): )?((?:Gtk|GLib|GLib-GObject)-(?:CRITICAL|WARNING) \*\*: )[\d:.]+: (.*)$")


def in_child(name):
    """Runs CHILDREN[name] in a fresh interpreter; prints its output, GTK's messages and how it ended."""
    done = subprocess.run([sys.executable, os.path.abspath(__file__), "--child", name], capture_output=True, text=True)
    for line in done.stdout.splitlines():
        if not line.startswith("Bail out!"):  # g_error's copy of the message on stdout
            print(line)
    for line in done.stderr.splitlines():
        message = GTK_MESSAGE.match(line)
        if message and "session bus" not in line:  # not the missing dbus-launch of a bare display
            print("  " + message.group(1) + message.group(2))
        elif line.startswith("Gtk:ERROR"):
            print("  " + line)
    if done.returncode < 0:
        print("  crashed with signal %d" % -done.returncode)
    else:
        print("  exited with status %d" % done.returncode)
    flush()


# -- differences of meaning, declared in the adapter's hello, not defects --------------------------


def declared_differences():
    """Declared, not reported: what the adapter's hello says, shown."""
    _, box, layout, (v,) = window(1)
    for k in (c(v, A.LEFT, R.EQ, constant=10), c(v, A.TOP, R.EQ, constant=0), c(v, A.HEIGHT, R.EQ, constant=50.5),
              c(v, A.WIDTH, R.EQ, constant=-50)):
        layout.add_constraint(k)
    lay_out(box)
    print("minimumSize 0, pixels: v.width == -50 and v.height == 50.5, both required: v %s" % frame(v, box))
    for widths in ((100, 200), (200, 100)):
        _, box, layout, (v,) = window(1)
        for k in (c(v, A.LEFT, R.EQ, constant=0), c(v, A.TOP, R.EQ, constant=0), c(v, A.HEIGHT, R.EQ, constant=10)):
            layout.add_constraint(k)
        for width in widths:
            layout.add_constraint(c(v, A.WIDTH, R.EQ, constant=width))
        lay_out(box)
        print("reportsBroken false: v.width == %d, then v.width == %d, both required: v %s" % (widths + (frame(v, box),)))
    _, box, layout, (v,) = window(1)
    for k in (c(v, A.LEFT, R.EQ, constant=0), c(v, A.TOP, R.EQ, constant=0), c(v, A.WIDTH, R.EQ, constant=10),
              c(v, A.HEIGHT, R.EQ, constant=40, strength=750), c(v, A.HEIGHT, R.EQ, constant=10, strength=999),
              c(v, A.HEIGHT, R.EQ, constant=60, strength=500)):
        layout.add_constraint(k)
    lay_out(box)
    print("weighted: height == 40 @750, == 10 @999, == 60 @500: v %s" % frame(v, box))
    print("  (weighted sum: 40 costs 999 x 30 + 500 x 20 = 39970, 10 costs 47500; strict priorities would give 10)")


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--child":
        CHILDREN[sys.argv[2]]()
        flush()
        sys.exit(0)
    print("GTK %d.%d.%d" % (Gtk.get_major_version(), Gtk.get_minor_version(), Gtk.get_micro_version()))
    for finding in [direction_resolved_once, optional_removal, small_coefficient_dropped, abort_small_coefficient,
                    segfault_in_dual_optimize, declared_differences]:
        print("--", finding.__doc__.strip())
        finding()
        flush()
