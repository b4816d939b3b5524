// What Swift cannot take from <gtk/gtk.h> directly: the C macros that cast between GObject types
// and to GCallback, and libdispatch's hooks for draining the main queue from another main loop.
#ifndef LIFECYCLE_LAB_CGTK_SHIM_H
#define LIFECYCLE_LAB_CGTK_SHIM_H

#include <gtk/gtk.h>
#include <glib-unix.h>
#include <sys/eventfd.h>

// libdispatch (swift-corelibs) exports these for CoreFoundation's run loop; the GLib loop uses
// them the same way, so that the main queue, and with it the main actor, runs inside GTK's loop.
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

static inline GCallback cg_callback(void *function) { return (GCallback)function; }

static inline GtkWidget *cg_widget(void *object) { return GTK_WIDGET(object); }
static inline GtkContainer *cg_container(void *object) { return GTK_CONTAINER(object); }
static inline GtkBox *cg_box(void *object) { return GTK_BOX(object); }
static inline GtkBin *cg_bin(void *object) { return GTK_BIN(object); }
static inline GtkLabel *cg_label(void *object) { return GTK_LABEL(object); }
static inline GtkImage *cg_image(void *object) { return GTK_IMAGE(object); }
static inline GtkGrid *cg_grid(void *object) { return GTK_GRID(object); }
static inline GtkProgressBar *cg_progress_bar(void *object) { return GTK_PROGRESS_BAR(object); }
static inline GtkSpinner *cg_spinner(void *object) { return GTK_SPINNER(object); }
static inline GtkButton *cg_button(void *object) { return GTK_BUTTON(object); }
static inline GtkToggleButton *cg_toggle_button(void *object) { return GTK_TOGGLE_BUTTON(object); }
static inline GtkScale *cg_scale(void *object) { return GTK_SCALE(object); }
static inline GtkSwitch *cg_switch(void *object) { return GTK_SWITCH(object); }
static inline GtkRadioButton *cg_radio_button(void *object) { return GTK_RADIO_BUTTON(object); }
static inline GtkRange *cg_range(void *object) { return GTK_RANGE(object); }
static inline GtkSpinButton *cg_spin_button(void *object) { return GTK_SPIN_BUTTON(object); }
static inline gboolean cg_is_spin_button(void *object) { return GTK_IS_SPIN_BUTTON(object); }
static inline GtkEntry *cg_entry(void *object) { return GTK_ENTRY(object); }
static inline GtkEditable *cg_editable(void *object) { return GTK_EDITABLE(object); }
static inline GtkWindow *cg_window(void *object) { return GTK_WINDOW(object); }
static inline GtkStack *cg_stack(void *object) { return GTK_STACK(object); }
static inline GtkListBox *cg_list_box(void *object) { return GTK_LIST_BOX(object); }
static inline GtkListBoxRow *cg_list_box_row(void *object) { return GTK_LIST_BOX_ROW(object); }
static inline GtkHeaderBar *cg_header_bar(void *object) { return GTK_HEADER_BAR(object); }
static inline GtkScrolledWindow *cg_scrolled_window(void *object) { return GTK_SCROLLED_WINDOW(object); }
static inline GtkViewport *cg_viewport(void *object) { return GTK_VIEWPORT(object); }
static inline GtkLayout *cg_layout(void *object) { return GTK_LAYOUT(object); }
static inline GtkTextView *cg_text_view(void *object) { return GTK_TEXT_VIEW(object); }
static inline GtkPaned *cg_paned(void *object) { return GTK_PANED(object); }
static inline GtkOverlay *cg_overlay(void *object) { return GTK_OVERLAY(object); }
static inline GtkCalendar *cg_calendar(void *object) { return GTK_CALENDAR(object); }
static inline GtkOrientable *cg_orientable(void *object) { return GTK_ORIENTABLE(object); }
static inline GtkPopover *cg_popover(void *object) { return GTK_POPOVER(object); }
static inline GtkMenuButton *cg_menu_button(void *object) { return GTK_MENU_BUTTON(object); }
static inline GtkAboutDialog *cg_about_dialog(void *object) { return GTK_ABOUT_DIALOG(object); }
static inline GtkComboBox *cg_combo_box(void *object) { return GTK_COMBO_BOX(object); }
static inline GtkComboBoxText *cg_combo_box_text(void *object) { return GTK_COMBO_BOX_TEXT(object); }
static inline GtkStyleContext *cg_style(void *object) { return gtk_widget_get_style_context(GTK_WIDGET(object)); }
static inline GObject *cg_object(void *object) { return G_OBJECT(object); }

static inline gboolean cg_is_list_box_row(void *object) { return GTK_IS_LIST_BOX_ROW(object); }
static inline gboolean cg_is_flow_box_child(void *object) { return GTK_IS_FLOW_BOX_CHILD(object); }
static inline GtkFlowBox *cg_flow_box(void *object) { return GTK_FLOW_BOX(object); }
static inline gboolean cg_is_window(void *object) { return GTK_IS_WINDOW(object); }
static inline gboolean cg_is_separator(void *object) { return GTK_IS_SEPARATOR(object); }
static inline gboolean cg_is_container(void *object) { return GTK_IS_CONTAINER(object); }
static inline gboolean cg_is_message_dialog(void *object) { return GTK_IS_MESSAGE_DIALOG(object); }

// Variadic GObject calls, which Swift cannot make.
static inline GtkTextTag *cg_text_tag(GtkTextBuffer *buffer, const char *name, const char *foreground, int weight) {
    GtkTextTag *tag = gtk_text_buffer_create_tag(buffer, name, NULL);
    if (foreground) g_object_set(tag, "foreground", foreground, NULL);
    if (weight) g_object_set(tag, "weight", weight, NULL);
    return tag;
}

static inline void cg_text_tag_set_background(GtkTextTag *tag, const char *background) {
    g_object_set(tag, "paragraph-background", background, NULL);
}

static inline void cg_text_tag_set_foreground(GtkTextTag *tag, const char *foreground) {
    g_object_set(tag, "foreground", foreground, NULL);
}

static inline void cg_text_tag_set_hanging_indent(GtkTextTag *tag, int left_margin, int indent) {
    if (tag) g_object_set(tag, "left-margin", left_margin, "indent", indent, NULL);
}

static inline gboolean cg_save_png(GdkPixbuf *pixbuf, const char *path) {
    return gdk_pixbuf_save(pixbuf, path, "png", NULL, NULL);
}

static inline GtkWidget *cg_save_dialog(GtkWindow *parent) {
    return gtk_file_chooser_dialog_new("Save Log", parent, GTK_FILE_CHOOSER_ACTION_SAVE,
                                       "_Cancel", GTK_RESPONSE_CANCEL, "_Save", GTK_RESPONSE_ACCEPT, NULL);
}

// An error message over `parent`, closed by its button; not run modally, so the loop goes on.
static inline GtkWidget *cg_error_dialog(GtkWindow *parent, const char *primary, const char *secondary) {
    GtkWidget *dialog = gtk_message_dialog_new(parent, GTK_DIALOG_DESTROY_WITH_PARENT,
                                               GTK_MESSAGE_ERROR, GTK_BUTTONS_CLOSE, "%s", primary);
    gtk_message_dialog_format_secondary_text(GTK_MESSAGE_DIALOG(dialog), "%s", secondary);
    g_signal_connect(dialog, "response", G_CALLBACK(gtk_widget_destroy), NULL);
    return dialog;
}

// Delivers a window manager's close request to `window` at once, as GDK delivers the real one
// (gtk_window_close would send it later, from an idle callback).
static inline void cg_send_delete_event(GtkWidget *window) {
    GdkWindow *gdk_window = gtk_widget_get_window(window);
    if (!gdk_window) return;
    GdkEvent *event = gdk_event_new(GDK_DELETE);
    event->any.window = g_object_ref(gdk_window);
    event->any.send_event = TRUE;
    gtk_main_do_event(event);
    gdk_event_free(event);
}

// Delivers a key press or release to the window that holds `widget` at once, as GDK delivers a
// person's key: the window hands it to its focus widget. (gtk_test_widget_send_key goes through
// the X server, and the key arrives later, from the main loop.)
static inline void cg_send_key(GtkWidget *widget, GdkEventType type, guint keyval, guint16 keycode, guint8 group, GdkModifierType state) {
    GdkWindow *gdk_window = gtk_widget_get_window(gtk_widget_get_toplevel(widget));
    if (!gdk_window) return;
    GdkEvent *event = gdk_event_new(type);
    event->key.window = g_object_ref(gdk_window);
    event->key.send_event = TRUE;
    event->key.time = GDK_CURRENT_TIME;
    event->key.keyval = keyval;
    event->key.hardware_keycode = keycode;
    event->key.group = group;
    event->key.state = state;
    gdk_event_set_device(event, gdk_seat_get_keyboard(gdk_display_get_default_seat(gdk_window_get_display(gdk_window))));
    gtk_main_do_event(event);
    gdk_event_free(event);
}

// Gestures: GTK's recognisers, their event box, and pointer events sent through it as a
// person's pointer would send them (driving). An event box without a visible window takes
// input through an input-only window of its own, a child of its parent's window.
static inline GtkGesture *cg_gesture(void *object) { return GTK_GESTURE(object); }
static inline GtkEventController *cg_event_controller(void *object) { return GTK_EVENT_CONTROLLER(object); }
static inline GtkEventBox *cg_event_box(void *object) { return GTK_EVENT_BOX(object); }
static inline void cg_set_delay_factor(void *gesture, gdouble factor) { g_object_set(gesture, "delay-factor", factor, NULL); }

static inline GdkWindow *cg_event_window(GtkWidget *widget) {
    GdkWindow *parent = gtk_widget_get_window(widget);
    if (!parent || gtk_widget_get_has_window(widget)) return parent;
    for (GList *child = gdk_window_peek_children(parent); child; child = child->next) {
        gpointer data = NULL;
        gdk_window_get_user_data(child->data, &data);
        if (data == widget) return child->data;
    }
    return NULL;
}

// A press, move or release of the primary button at (x, y) in the widget's event window.
static inline gboolean cg_send_pointer(GtkWidget *widget, GdkEventType type, gdouble x, gdouble y, guint32 time) {
    GdkWindow *window = cg_event_window(widget);
    if (!window) return FALSE;
    gint origin_x = 0, origin_y = 0;
    gdk_window_get_origin(window, &origin_x, &origin_y);
    GdkEvent *event = gdk_event_new(type);
    if (type == GDK_MOTION_NOTIFY) {
        event->motion.window = g_object_ref(window);
        event->motion.time = time;
        event->motion.x = x;
        event->motion.y = y;
        event->motion.x_root = origin_x + x;
        event->motion.y_root = origin_y + y;
        event->motion.state = GDK_BUTTON1_MASK;
    } else {
        event->button.window = g_object_ref(window);
        event->button.time = time;
        event->button.x = x;
        event->button.y = y;
        event->button.x_root = origin_x + x;
        event->button.y_root = origin_y + y;
        event->button.button = 1;
        event->button.state = type == GDK_BUTTON_RELEASE ? GDK_BUTTON1_MASK : 0;
    }
    GdkDevice *pointer = gdk_seat_get_pointer(gdk_display_get_default_seat(gdk_window_get_display(window)));
    gdk_event_set_device(event, pointer);
    gdk_event_set_source_device(event, pointer);
    gtk_main_do_event(event);
    gdk_event_free(event);
    return TRUE;
}

// A two-finger touchpad pinch at (x, y) in the widget's event window, as GDK reports one from a
// touchpad (on Wayland): its phase, its scale from where it began, and the angle it turned since
// the last event, in radians, clockwise positive.
static inline gboolean cg_send_touchpad_pinch(GtkWidget *widget, GdkTouchpadGesturePhase phase, gdouble x, gdouble y, gdouble scale, gdouble angle_delta, guint32 time) {
    GdkWindow *window = cg_event_window(widget);
    if (!window) return FALSE;
    gint origin_x = 0, origin_y = 0;
    gdk_window_get_origin(window, &origin_x, &origin_y);
    GdkEvent *event = gdk_event_new(GDK_TOUCHPAD_PINCH);
    event->touchpad_pinch.window = g_object_ref(window);
    event->touchpad_pinch.time = time;
    event->touchpad_pinch.phase = phase;
    event->touchpad_pinch.n_fingers = 2;
    event->touchpad_pinch.x = x;
    event->touchpad_pinch.y = y;
    event->touchpad_pinch.x_root = origin_x + x;
    event->touchpad_pinch.y_root = origin_y + y;
    event->touchpad_pinch.scale = scale;
    event->touchpad_pinch.angle_delta = angle_delta;
    GdkDevice *pointer = gdk_seat_get_pointer(gdk_display_get_default_seat(gdk_window_get_display(window)));
    gdk_event_set_device(event, pointer);
    gdk_event_set_source_device(event, pointer);
    gtk_main_do_event(event);
    gdk_event_free(event);
    return TRUE;
}

static inline guint cg_event_keyval(GdkEvent *event) { return event->key.keyval; }
static inline guint cg_event_state(GdkEvent *event) { return event->key.state; }
static inline gdouble cg_event_y(GdkEvent *event) { return event->button.y; }
// A single press of the primary button: not a double click, not another button.
static inline gboolean cg_is_primary_click(GdkEvent *event) { return event->type == GDK_BUTTON_PRESS && event->button.button == 1; }
static inline gboolean cg_is_secondary_click(GdkEvent *event) { return event->type == GDK_BUTTON_PRESS && event->button.button == 3; }
static inline gdouble cg_event_x(GdkEvent *event) { return event->button.x; }

// A popover that opens and closes at once, without its fade: its content maps and unmaps with
// the action, as a sheet's does, so appear and disappear follow it. (The setter is deprecated in
// GTK 3.22 in favour of the desktop-wide animation setting, which would affect every widget.)
static inline void cg_popover_disable_transitions(GtkWidget *popover) {
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    gtk_popover_set_transitions_enabled(GTK_POPOVER(popover), FALSE);
    G_GNUC_END_IGNORE_DEPRECATIONS
}


/* A spin button that writes its whole number with two digits, as a clock's hours and minutes are. */
static inline gboolean cg_spin_two_digits_output(GtkSpinButton *spin, gpointer data) {
    char text[16];
    g_snprintf(text, sizeof text, "%02d", (int)gtk_adjustment_get_value(gtk_spin_button_get_adjustment(spin)));
    if (g_strcmp0(text, gtk_entry_get_text(GTK_ENTRY(spin))) != 0) gtk_entry_set_text(GTK_ENTRY(spin), text);
    return TRUE;
}
static inline void cg_spin_button_show_two_digits(GtkWidget *spin) {
    g_signal_connect(spin, "output", G_CALLBACK(cg_spin_two_digits_output), NULL);
}

#endif
