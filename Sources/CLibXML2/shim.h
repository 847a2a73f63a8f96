// The parts of libxml2 (Debian: libxml2-dev) that Plumbline uses: the tree parser, to read JUnit
// reports back (plumb merge), and XML Schema validation (the tests' check against Jenkins' schema).
//
// Debian's libxml2 is built with ICU, and its encoding header then includes the system's ICU
// headers, which clash with the copy of ICU inside Swift's Foundation. Nothing here touches
// libxml2's encoding handlers (only pointers to its documents, nodes and contexts cross), so the
// ICU part of that header is left out.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlschemas.h>
