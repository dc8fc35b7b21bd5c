#ifndef CGTK4_SHIM_H
#define CGTK4_SHIM_H
#include <gtk/gtk.h>
#include <glib-unix.h>

/* Helpers for what GTK's headers hide from Swift: variadic functions and cast macros. */

/* Sets a grabber's slider properties: label, vertical orientation, range, value and its text.
   gtk_accessible_update_property is variadic, so Swift cannot call it. */
static inline void cgtk_accessible_update_slider(GtkWidget *widget, const char *label, double minimum,
                                                 double maximum, double now, const char *text) {
  gtk_accessible_update_property(GTK_ACCESSIBLE(widget),
                                 GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                 GTK_ACCESSIBLE_PROPERTY_ORIENTATION, GTK_ORIENTATION_VERTICAL,
                                 GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, minimum,
                                 GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, maximum,
                                 GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, now,
                                 GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, text,
                                 -1);
}

/* Marks a widget as hidden from assistive technologies (decoration only). */
static inline void cgtk_accessible_set_hidden(GtkWidget *widget, gboolean hidden) {
  gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_HIDDEN, hidden, -1);
}

/* A GtkBox with its own CSS node name and accessible role, both construct-time properties that
   only the variadic g_object_new sets conveniently. */
static inline GtkWidget *cgtk_box_new_with_role(GtkOrientation orientation, const char *css_name,
                                                GtkAccessibleRole role) {
  return GTK_WIDGET(g_object_new(GTK_TYPE_BOX, "orientation", orientation, "css-name", css_name,
                                 "accessible-role", role, NULL));
}

/* Sets a widget's accessible label (for controls whose visible label is a sibling). */
static inline void cgtk_accessible_set_label(GtkWidget *widget, const char *label) {
  gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/* Says `text` about a widget: its accessible description becomes `text` (what GTK 4.8 can give a
   screen reader about a change), and from GTK 4.14 on, where gtk_accessible_announce exists, it is
   also announced politely. Returns whether it was announced. */
static inline gboolean cgtk_accessible_announce(GtkWidget *widget, const char *text) {
  gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
#if GTK_CHECK_VERSION(4, 14, 0)
  gtk_accessible_announce(GTK_ACCESSIBLE(widget), text, GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM);
  return TRUE;
#else
  return FALSE;
#endif
}

/* The text of a string property (a description, a value text) as GTK's accessibility context holds
   it, which is what its AT-SPI backend serves; NULL when the widget has no context (GTK_A11Y=none)
   or the property is not set. Read through GTK's public test API (gtk_test_accessible_check_property,
   which returns the value held when it differs from the one given; the given one, a control
   character, never matches). Free the result with g_free. */
static inline char *cgtk_accessible_string_property(GtkWidget *widget, GtkAccessibleProperty property) {
  if (!gtk_test_accessible_has_property(GTK_ACCESSIBLE(widget), property)) return NULL;
  return gtk_test_accessible_check_property(GTK_ACCESSIBLE(widget), property, "\x01");
}

/* Whether GTK's accessibility context holds the widget hidden (GTK_ACCESSIBLE_STATE_HIDDEN set and
   true); FALSE when the state was never set or the widget has no context (GTK_A11Y=none). Read
   through GTK's public test API: gtk_test_accessible_check_state returns NULL when the value held
   is the one given, else the held value's text (freed here). */
static inline gboolean cgtk_accessible_is_hidden(GtkWidget *widget) {
  if (!gtk_test_accessible_has_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_HIDDEN)) return FALSE;
  char *held = gtk_test_accessible_check_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE);
  if (held == NULL) return TRUE;
  g_free(held);
  return FALSE;
}

/* Sets a string property (g_object_set is variadic). */
static inline void cgtk_object_set_string(gpointer object, const char *property, const char *value) {
  g_object_set(object, property, value, NULL);
}

/* Whether a widget is a GtkScrolledWindow (GTK_IS_SCROLLED_WINDOW, a macro). */
static inline gboolean cgtk_is_scrolled_window(GtkWidget *widget) {
  return GTK_IS_SCROLLED_WINDOW(widget);
}

/* The name of an object's type (G_OBJECT_TYPE_NAME, a macro). */
static inline const char *cgtk_type_name(gpointer object) {
  return G_OBJECT_TYPE_NAME(object);
}

/* The bottom sheet's own signals, each with one string argument: `target-changed` (the detent a
   release now would settle on) and `dismiss-attempt` (the detent a user's dismissal left).
   g_signal_new is variadic, and G_TYPE_FROM_CLASS a macro. */
static inline void cgtk_bottom_sheet_class_add_signals(gpointer klass) {
  GType type = G_TYPE_FROM_CLASS(klass);
  g_signal_new("target-changed", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  g_signal_new("dismiss-attempt", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

/* Emits a signal with one string argument (g_signal_emit_by_name is variadic). */
static inline void cgtk_signal_emit_string(gpointer instance, const char *signal, const char *value) {
  g_signal_emit_by_name(instance, signal, value);
}

#endif
