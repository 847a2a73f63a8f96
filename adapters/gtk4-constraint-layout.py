#!/usr/bin/env python3
"""plumb's layout protocol (docs/layout-protocol.md) for GTK 4's GtkConstraintLayout, via PyGObject.

Run by `plumb fuzz --adapter 'xvfb-run -a /usr/bin/python3 adapters/gtk4-constraint-layout.py'`
(Debian's interpreter, which has python3-gi and gir1.2-gtk-4.0; GTK wants a display even though no
window is ever shown). Each `load` builds a fresh Gtk.Window whose child, the case's window, is a
widget with a Gtk.ConstraintLayout; every view is a plain child widget of it, every case constraint
one Gtk.Constraint (item `window`: the layout itself; no `second`: a constant). A layout is GTK's
own: measure both orientations, allocate the window's size, read each child's bounds.

What it declares, and why (evidence: GTK 4.8.3, small scripts run by hand):
- only plain views one level deep: a ConstraintLayout relates its own children and itself, and
  has no labels, images, stacks, margins, safe areas or intrinsic sizes of a view's own;
- no baselines (a plain widget has none) and no hidden views (GTK neither measures nor allocates
  a hidden child, so it has no frame to answer);
- `frames`: a view placed by a frame gets four required constraints (left, top, width, height);
- `strengths: weighted`: GTK's solver is Cassowary, optional strengths are plain weights in one
  objective; priority 1000 is GTK_CONSTRAINT_STRENGTH_REQUIRED and any other is its own number
  (GTK's strength is an int: PyGObject truncates 749.5 to 749, so a fractional one is rounded);
- `flipsConstants: false`: in right to left, `leading == window.leading + 20` puts the view's right
  edge 20 points right of the window's right edge (x = 320 for 100 wide in a 400 box);
- `minimumSize: 0`: GTK adds a required `width >= 0` and `height >= 0` to every child it sizes
  (a required `width == -50` gives 0); the natural size GTK holds a child to is a stay it takes
  out again before allocating, so it has no say (`width == 100` at strength 1 gives 100);
- `pixels: floor-origin-ceil-size`: the allocation is floor(x), floor(y), ceil(width), ceil(height)
  (`height == 50.5` gives 51);
- `reportsBroken: false`: a required constraint that cannot hold is dropped without a word (of
  `width == 100` and `width == 200`, both required, the first added wins, nothing on stderr).
The window's direction is set on the layout's widget and on every child before their constraints
are added, since a child does not inherit it. `setDirection` sets it the same way and lays out, as
GTK would: GTK resolves start and end when a constraint is added, so nothing moves until a
constraint is added again (that difference is GTK's to show, not this adapter's to hide). A
removed view's constraints are taken out of the layout first (GTK would keep them working).
"""
import json
import os
import sys

os.environ.setdefault("NO_AT_BRIDGE", "1")
# Answers go to a private copy of stdout; anything GTK itself prints lands on stderr.
answers = os.fdopen(os.dup(sys.stdout.fileno()), "w", encoding="utf-8")
os.dup2(sys.stderr.fileno(), sys.stdout.fileno())

import gi  # noqa: E402

gi.require_version("Gtk", "4.0")
from gi.repository import Gtk  # noqa: E402

Attribute = Gtk.ConstraintAttribute
ATTRIBUTES = {
    "left": Attribute.LEFT, "right": Attribute.RIGHT, "top": Attribute.TOP, "bottom": Attribute.BOTTOM,
    "leading": Attribute.START, "trailing": Attribute.END, "width": Attribute.WIDTH,
    "height": Attribute.HEIGHT, "centerX": Attribute.CENTER_X, "centerY": Attribute.CENTER_Y,
}
RELATIONS = {"==": Gtk.ConstraintRelation.EQ, "<=": Gtk.ConstraintRelation.LE, ">=": Gtk.ConstraintRelation.GE}
DIRECTIONS = {"ltr": Gtk.TextDirection.LTR, "rtl": Gtk.TextDirection.RTL}
VIEW_EXTRAS = ["text", "imageSize", "intrinsicWidth", "intrinsicHeight", "hugging", "compression", "margins"]
VIEW_PLAIN = {"parent": "window", "kind": "view", "hidden": False, "direction": "inherit"}
STEPS = ["setConstant", "setPriority", "activate", "deactivate", "addConstraint", "addView", "removeView",
         "setWindowSize", "setDirection", "tick"]


class Root(Gtk.Widget):
    """The case's window: the widget whose layout manager is the GtkConstraintLayout."""


class View(Gtk.Widget):
    """A plain view: no minimum or natural size of its own, no baseline."""

    def do_measure(self, orientation, for_size):
        return 0, 0, -1, -1


class Unsupported(Exception):
    """A request for something the hello did not declare."""


def strength(priority):
    return Gtk.ConstraintStrength.REQUIRED if priority >= 1000 else max(1, int(priority + 0.5))


class Engine:
    def __init__(self):
        self.toplevel = None

    def load(self, case):
        if self.toplevel is not None:  # a widget of our own must let go of its children itself
            for widget in self.views.values():
                widget.unparent()
            self.toplevel.destroy()
        self.toplevel, self.root, self.layout = Gtk.Window(), Root(), Gtk.ConstraintLayout()
        self.root.set_layout_manager(self.layout)
        self.toplevel.set_child(self.root)  # rooted: the layout gets its solver
        window = case["window"]
        self.size = (window["width"], window["height"])
        self.direction = DIRECTIONS[window.get("direction", "ltr")]
        self.root.set_direction(self.direction)
        self.views = {}
        self.specs = {}  # constraint id -> its case form (the frames' own too)
        self.live = {}  # constraint id -> the Gtk.Constraint in the layout, for the active ones
        for view in case.get("views", []):
            self.add_view(view)
        for spec in case.get("constraints", []):
            self.add_constraint(spec)

    def add_view(self, spec):
        wrong = [field for field in VIEW_EXTRAS if field in spec]
        wrong += [f"{field} {spec[field]}" for field, plain in VIEW_PLAIN.items() if spec.get(field, plain) != plain]
        if wrong:
            raise Unsupported(f"view {spec['id']}: {', '.join(wrong)} not supported (plain views in the window only)")
        widget = View()
        widget.set_name(spec["id"])
        widget.set_direction(self.direction)  # before any constraint names it: start and end resolve once
        widget.set_parent(self.root)
        self.views[spec["id"]] = widget
        if "frame" in spec:  # as UIKit's autoresizing constraints for a frame: all required
            for attribute, key in (("left", "x"), ("top", "y"), ("width", "width"), ("height", "height")):
                first = {"item": spec["id"], "attribute": attribute}
                self.add_constraint({"id": f"{spec['id']}.frame.{key}", "first": first, "relation": "==",
                                     "constant": spec["frame"][key]})

    def target(self, anchor):
        item = anchor["item"]
        if item == "window":
            return None
        if item not in self.views:
            raise Unsupported(f"unknown or unsupported item '{item}'")
        return self.views[item]

    def make(self, spec):
        first, second = spec["first"], spec.get("second")
        return Gtk.Constraint.new(
            self.target(first), ATTRIBUTES[first["attribute"]], RELATIONS[spec["relation"]],
            self.target(second) if second else None, ATTRIBUTES[second["attribute"]] if second else Attribute.NONE,
            float(spec.get("multiplier", 1)), float(spec.get("constant", 0)), strength(spec.get("priority", 1000)))

    def add_constraint(self, spec):
        self.specs[spec["id"]] = dict(spec)
        if spec.get("active", True):
            self.activate(spec["id"])

    def activate(self, cid):
        if cid not in self.live:
            made = self.make(self.specs[cid])
            self.layout.add_constraint(made)
            self.live[cid] = made

    def deactivate(self, cid):
        if cid in self.live:
            self.layout.remove_constraint(self.live.pop(cid))

    def change(self, cid, field, value):
        """A Gtk.Constraint cannot change: a new one takes the old one's place."""
        self.specs[cid][field] = value
        if cid in self.live:
            self.deactivate(cid)
            self.activate(cid)

    def remove_view(self, vid):
        widget = self.views.pop(vid)
        for cid, spec in self.specs.items():
            if vid in (spec["first"]["item"], spec.get("second", {}).get("item")):
                self.deactivate(cid)
                spec["gone"] = True
        widget.unparent()

    def play(self, step):
        op = step["op"]
        if op in ("setConstant", "setPriority"):
            self.change(step["constraint"], "constant" if op == "setConstant" else "priority", step["value"])
        elif op == "activate":
            if self.specs[step["constraint"]].get("gone"):
                raise ValueError(f"{step['constraint']} names a removed view")
            self.activate(step["constraint"])
        elif op == "deactivate":
            self.deactivate(step["constraint"])
        elif op == "addConstraint":
            self.add_constraint(step["constraint"])
        elif op == "addView":
            self.add_view(step["view"])
        elif op == "removeView":
            self.remove_view(step["view"])
        elif op == "setWindowSize":
            self.size = (step["width"], step["height"])
        elif op == "setDirection" and "view" not in step:
            self.direction = DIRECTIONS[step["direction"]]
            for widget in [self.root, *self.views.values()]:
                widget.set_direction(self.direction)
        elif op != "tick":
            raise Unsupported(f"unsupported op {op}" + (" with a view" if op == "setDirection" else ""))

    def frames(self):
        width, height = self.size
        if width != int(width) or height != int(height):
            raise ValueError(f"GTK allocates whole pixels; the window is {width} x {height}")
        self.root.measure(Gtk.Orientation.HORIZONTAL, -1)
        self.root.measure(Gtk.Orientation.VERTICAL, -1)
        self.root.allocate(int(width), int(height), -1, None)
        frames = {}
        for vid, widget in self.views.items():
            known, bounds = widget.compute_bounds(self.root)
            if not known:
                raise RuntimeError(f"GTK has no bounds for {vid}")
            frames[vid] = [bounds.get_x(), bounds.get_y(), bounds.get_width(), bounds.get_height()]
        return {"frames": frames}


def hello():
    version = "%d.%d.%d" % (Gtk.get_major_version(), Gtk.get_minor_version(), Gtk.get_micro_version())
    supports = {"kinds": ["view"], "attributes": list(ATTRIBUTES), "guides": [], "maxDepth": 1, "frames": True,
                "intrinsicSize": False, "contentPriorities": False, "margins": False, "hidden": False,
                "directions": ["ltr", "rtl"], "viewDirections": False, "safeArea": False, "steps": STEPS}
    semantics = {"strengths": "weighted", "flipsConstants": False, "minimumSize": 0,
                 "pixels": "floor-origin-ceil-size", "reportsBroken": False}
    return {"plumb-layout": 1, "name": "gtk-" + version, "supports": supports, "semantics": semantics}


def main():
    engine = Engine()
    answers.write(json.dumps(hello()) + "\n")
    answers.flush()
    for line in sys.stdin:
        if not line.strip():
            continue
        try:
            request = json.loads(line)
            if request["op"] == "load":
                engine.load(request["case"])
            elif request["op"] == "step":
                engine.play(request["step"])
            else:
                raise Unsupported(f"unknown request op {request['op']}")
            answer = engine.frames()
        except Unsupported as error:
            answer = {"error": str(error)}
        except Exception as error:  # the adapter could not do it: an error finding, and a fresh adapter
            answer = {"error": f"{type(error).__name__}: {error}".replace("\n", " ")}
        answers.write(json.dumps(answer) + "\n")
        answers.flush()


if __name__ == "__main__":
    main()
