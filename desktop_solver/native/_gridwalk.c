/* The grid path search of desktop_solver.core.grid_search, compiled.
 *
 * It walks exactly what the pure-Python loops walk, in the same order, and fills the same `found`
 * dict and `new` list, so the two are interchangeable (tests/core/test_native_walk.py compares
 * them). The Python side prepares the board (steps, their letters, which steps lead out of each
 * cell); this file only runs the depth-first search over the rank trie.
 *
 * Glossary (as in grid_search.py): a *step* is one way onto a cell with the letters its tile adds;
 * a *node* is an index into the trie's arrays; a node's *mask* has bit L for a child with letter L,
 * bit 63 for the end of a word; the child for L is first[node] + popcount(mask & (2**L - 1)).
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <structmember.h>
#include <stdint.h>
#include <string.h>

#define TERMINAL (1ULL << 63)
#define NO_NODE UINT64_MAX

typedef struct {
    int32_t *offsets; /* count + 1 entries: the items of list i are values[offsets[i]:offsets[i+1]] */
    int32_t *values;
    Py_ssize_t count;
} Ragged;

typedef struct {
    PyObject_HEAD
    Py_buffer mask_view, first_view;
    const uint64_t *mask;
    const uint32_t *first;
    Py_ssize_t node_count;
    int32_t *step_cell;
    Ragged step_letters; /* per step: its letters, the first included */
    Ragged cell_out;     /* per cell: steps onto its neighbours, by first letter then cell */
    Ragged cell_starts;  /* per cell: steps that may begin a word there */
    uint64_t *letter_mask; /* per cell: first letters of its out steps */
    int32_t *path;
    unsigned char *used;
    Py_ssize_t cell_count, step_count;
    int min_length, max_length, all_paths;
    /* Bounds on the work (boards of one repeated letter have astronomically many paths):
     * steps left to take (-1: no bound), paths kept per word (0: no bound), and which was hit. */
    long long steps_left;
    Py_ssize_t paths_per_word;
    int steps_cut, paths_cut;
    PyObject *found; /* dict: terminal node -> list of paths (tuples of step ids) */
    PyObject *new_nodes; /* list: nodes found for the first time, in order */
} Walker;

static void ragged_free(Ragged *ragged)
{
    PyMem_Free(ragged->offsets);
    PyMem_Free(ragged->values);
    ragged->offsets = ragged->values = NULL;
}

/* The ints of `row`, each in [0, limit), into `dest`; returns how many, or -1. */
static Py_ssize_t read_ints(PyObject *row, long limit, const char *what, int32_t *dest)
{
    PyObject *items = PySequence_Fast(row, what);
    if (items == NULL)
        return -1;
    Py_ssize_t count = PySequence_Fast_GET_SIZE(items);
    for (Py_ssize_t i = 0; i < count; i++) {
        long value = PyLong_AsLong(PySequence_Fast_GET_ITEM(items, i));
        if (value == -1 && PyErr_Occurred())
            goto fail;
        if (value < 0 || value >= limit) {
            PyErr_Format(PyExc_ValueError, "%s: %ld is out of range 0..%ld", what, value,
                         limit - 1);
            goto fail;
        }
        if (dest != NULL)
            dest[i] = (int32_t)value;
    }
    Py_DECREF(items);
    return count;
fail:
    Py_DECREF(items);
    return -1;
}

/* A sequence of sequences of ints, each int in [0, limit), as offsets and values. */
static int ragged_from(PyObject *outer, long limit, const char *what, Ragged *ragged)
{
    PyObject *rows = PySequence_Fast(outer, what);
    if (rows == NULL)
        return -1;
    Py_ssize_t count = PySequence_Fast_GET_SIZE(rows), total = 0;
    for (Py_ssize_t i = 0; i < count; i++) {
        Py_ssize_t size = PySequence_Size(PySequence_Fast_GET_ITEM(rows, i));
        if (size < 0)
            goto fail;
        total += size;
    }
    ragged->count = count;
    ragged->offsets = PyMem_Calloc(count + 1, sizeof(int32_t));
    ragged->values = PyMem_Calloc(total + 1, sizeof(int32_t));
    if (ragged->offsets == NULL || ragged->values == NULL) {
        PyErr_NoMemory();
        goto fail;
    }
    Py_ssize_t at = 0;
    for (Py_ssize_t i = 0; i < count; i++) {
        ragged->offsets[i] = (int32_t)at;
        PyObject *row = PySequence_Fast_GET_ITEM(rows, i);
        if (PySequence_Size(row) > total - at) {
            PyErr_Format(PyExc_ValueError, "%s changed size while read", what);
            goto fail;
        }
        Py_ssize_t read = read_ints(row, limit, what, ragged->values + at);
        if (read < 0)
            goto fail;
        at += read;
    }
    ragged->offsets[count] = (int32_t)at;
    Py_DECREF(rows);
    return 0;
fail:
    Py_DECREF(rows);
    return -1;
}

static int get_array(PyObject *source, Py_ssize_t itemsize, const char *what, Py_buffer *view)
{
    if (PyObject_GetBuffer(source, view, PyBUF_C_CONTIGUOUS | PyBUF_FORMAT) < 0)
        return -1;
    if (view->itemsize != itemsize) {
        PyErr_Format(PyExc_TypeError, "%s: expected items of %zd bytes, got %zd", what, itemsize,
                     view->itemsize);
        PyBuffer_Release(view);
        view->obj = NULL;
        return -1;
    }
    return 0;
}

/* The child of `node` for `letter`, or NO_NODE. */
static inline uint64_t child_of(const Walker *w, uint64_t node, int letter)
{
    uint64_t bits = w->mask[node];
    if (!(bits >> letter & 1))
        return NO_NODE;
    return w->first[node] + (uint64_t)__builtin_popcountll(bits & ((1ULL << letter) - 1));
}

static int record(Walker *w, uint64_t node, int depth)
{
    PyObject *key = PyLong_FromUnsignedLongLong(node);
    if (key == NULL)
        return -1;
    PyObject *paths = PyDict_GetItemWithError(w->found, key); /* borrowed */
    int status = 0;
    if (paths == NULL && PyErr_Occurred()) {
        status = -1;
    } else if (paths != NULL && w->all_paths && w->paths_per_word > 0
               && PyList_GET_SIZE(paths) >= w->paths_per_word) {
        w->paths_cut = 1;
    } else if (paths == NULL || w->all_paths) {
        PyObject *path = PyTuple_New(depth);
        if (path == NULL) {
            Py_DECREF(key);
            return -1;
        }
        for (int i = 0; i < depth; i++) {
            PyObject *step = PyLong_FromLong(w->path[i]);
            if (step == NULL) {
                Py_DECREF(path);
                Py_DECREF(key);
                return -1;
            }
            PyTuple_SET_ITEM(path, i, step);
        }
        if (paths != NULL) {
            status = PyList_Append(paths, path);
        } else {
            PyObject *list = PyList_New(1);
            if (list == NULL) {
                status = -1;
            } else {
                Py_INCREF(path);
                PyList_SET_ITEM(list, 0, path);
                status = PyDict_SetItem(w->found, key, list);
                Py_DECREF(list);
                if (status == 0)
                    status = PyList_Append(w->new_nodes, key);
            }
        }
        Py_DECREF(path);
    }
    Py_DECREF(key);
    return status;
}

/* Steps onto the letters of `step` from `node`: the node reached, or NO_NODE. */
static inline uint64_t follow(const Walker *w, int32_t step, uint64_t node)
{
    const int32_t *letter = w->step_letters.values + w->step_letters.offsets[step];
    const int32_t *end = w->step_letters.values + w->step_letters.offsets[step + 1];
    for (; letter < end && node != NO_NODE; letter++)
        node = child_of(w, node, *letter);
    return node;
}

static int step_count_of(const Walker *w, int32_t step)
{
    return w->step_letters.offsets[step + 1] - w->step_letters.offsets[step];
}

/* Every path that goes on from `cell`, where the word so far ends at trie node `node`: 0 when
 * done, 1 when the step bound stopped the search, -1 on a Python error. */
static int visit(Walker *w, int32_t cell, uint64_t node, int depth, int length)
{
    const uint64_t bits = w->mask[node];
    const uint64_t base = w->first[node];
    const int32_t *out = w->cell_out.values + w->cell_out.offsets[cell];
    const int32_t *end = w->cell_out.values + w->cell_out.offsets[cell + 1];
    for (; out < end; out++) {
        const int32_t step = *out, next = w->step_cell[step];
        const int32_t *letters = w->step_letters.values + w->step_letters.offsets[step];
        const int count = step_count_of(w, step), letter = letters[0];
        if (w->used[next] || !(bits >> letter & 1) || length + count > w->max_length)
            continue;
        uint64_t child = base + (uint64_t)__builtin_popcountll(bits & ((1ULL << letter) - 1));
        for (int i = 1; i < count && child != NO_NODE; i++)
            child = child_of(w, child, letters[i]);
        if (child == NO_NODE)
            continue;
        if (w->steps_left >= 0 && w->steps_left-- == 0) {
            w->steps_cut = 1;
            return 1;
        }
        w->path[depth] = step;
        const uint64_t child_bits = w->mask[child];
        if ((child_bits & TERMINAL) && length + count >= w->min_length
            && record(w, child, depth + 1) < 0)
            return -1;
        if (child_bits & w->letter_mask[next]) {
            w->used[next] = 1;
            int status = visit(w, next, child, depth + 1, length + count);
            w->used[next] = 0;
            if (status != 0)
                return status;
        }
    }
    return 0;
}

static PyObject *walker_search_from(Walker *w, PyObject *arg)
{
    if (w->new_nodes == NULL) {
        PyErr_SetString(PyExc_RuntimeError, "Walker was not initialised");
        return NULL;
    }
    Py_ssize_t start = PyLong_AsSsize_t(arg);
    if (start == -1 && PyErr_Occurred())
        return NULL;
    if (start < 0 || start >= w->cell_count)
        return PyErr_Format(PyExc_IndexError, "start cell %zd is not on the board", start);
    const int32_t *step = w->cell_starts.values + w->cell_starts.offsets[start];
    const int32_t *end = w->cell_starts.values + w->cell_starts.offsets[start + 1];
    for (; step < end && !w->steps_cut; step++) {
        const int count = step_count_of(w, *step);
        if (count > w->max_length)
            continue;
        const uint64_t node = follow(w, *step, 0);
        if (node == NO_NODE)
            continue;
        w->path[0] = *step;
        const uint64_t bits = w->mask[node];
        if ((bits & TERMINAL) && count >= w->min_length && record(w, node, 1) < 0)
            return NULL;
        if (bits & w->letter_mask[start]) {
            w->used[start] = 1;
            int status = visit(w, (int32_t)start, node, 1, count);
            w->used[start] = 0;
            if (status < 0)
                return NULL;
            if (status > 0)
                break;
        }
    }
    Py_RETURN_NONE;
}

static int walker_init(Walker *w, PyObject *args, PyObject *kwargs)
{
    static char *keywords[] = {"mask", "first", "step_cell", "step_letters", "cell_out",
                               "cell_starts", "min_length", "max_length", "all_paths", "found",
                               "new", "steps", "paths_per_word", NULL};
    PyObject *mask, *first, *step_cell, *step_letters, *cell_out, *cell_starts, *found, *new_nodes;
    int min_length, max_length, all_paths;
    long long steps = -1;
    Py_ssize_t paths_per_word = 0;
    if (w->mask_view.obj != NULL) {
        PyErr_SetString(PyExc_RuntimeError, "Walker is already initialised");
        return -1;
    }
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "OOOOOOiipO!O!|Ln", keywords, &mask, &first,
                                     &step_cell, &step_letters, &cell_out, &cell_starts,
                                     &min_length, &max_length, &all_paths, &PyDict_Type, &found,
                                     &PyList_Type, &new_nodes, &steps, &paths_per_word))
        return -1;
    if (get_array(mask, 8, "mask", &w->mask_view) < 0)
        return -1;
    if (get_array(first, 4, "first", &w->first_view) < 0)
        return -1;
    w->mask = w->mask_view.buf;
    w->first = w->first_view.buf;
    w->node_count = w->mask_view.len / 8;
    if (w->first_view.len / 4 != w->node_count) {
        PyErr_SetString(PyExc_ValueError, "mask and first differ in length");
        return -1;
    }
    w->cell_count = PySequence_Size(cell_out);
    w->step_count = PySequence_Size(step_cell);
    if (w->cell_count < 0 || w->step_count < 0)
        return -1;
    w->step_cell = PyMem_Calloc(w->step_count + 1, sizeof(int32_t));
    if (w->step_cell == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    if (read_ints(step_cell, (long)w->cell_count, "step_cell", w->step_cell) != w->step_count) {
        if (!PyErr_Occurred())
            PyErr_SetString(PyExc_ValueError, "step_cell changed size while read");
        return -1;
    }
    /* Letters must name a bit below the terminal and plural flags. */
    if (ragged_from(step_letters, 62, "step_letters", &w->step_letters) < 0
        || ragged_from(cell_out, w->step_count, "cell_out", &w->cell_out) < 0
        || ragged_from(cell_starts, w->step_count, "cell_starts", &w->cell_starts) < 0)
        return -1;
    if (w->step_letters.count != w->step_count || w->cell_starts.count != w->cell_count) {
        PyErr_SetString(PyExc_ValueError, "steps or cells disagree in number");
        return -1;
    }
    /* Only steps that can be taken need letters: a blocked cell's own step has none. */
    const Ragged *lists[] = {&w->cell_out, &w->cell_starts};
    for (int list = 0; list < 2; list++) {
        for (int32_t k = 0; k < lists[list]->offsets[lists[list]->count]; k++) {
            if (step_count_of(w, lists[list]->values[k]) == 0) {
                PyErr_Format(PyExc_ValueError, "step %d has no letters", lists[list]->values[k]);
                return -1;
            }
        }
    }
    w->letter_mask = PyMem_Calloc(w->cell_count + 1, sizeof(uint64_t));
    w->path = PyMem_Calloc(w->cell_count + 1, sizeof(int32_t));
    w->used = PyMem_Calloc(w->cell_count + 1, 1);
    if (w->letter_mask == NULL || w->path == NULL || w->used == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    for (Py_ssize_t cell = 0; cell < w->cell_count; cell++) {
        for (int32_t k = w->cell_out.offsets[cell]; k < w->cell_out.offsets[cell + 1]; k++) {
            int32_t step = w->cell_out.values[k];
            w->letter_mask[cell] |= 1ULL << w->step_letters.values[w->step_letters.offsets[step]];
        }
    }
    w->min_length = min_length;
    w->max_length = max_length;
    w->all_paths = all_paths;
    w->steps_left = steps;
    w->paths_per_word = paths_per_word;
    Py_INCREF(found);
    w->found = found;
    Py_INCREF(new_nodes);
    w->new_nodes = new_nodes;
    return 0;
}

static void walker_dealloc(Walker *w)
{
    if (w->mask_view.obj != NULL)
        PyBuffer_Release(&w->mask_view);
    if (w->first_view.obj != NULL)
        PyBuffer_Release(&w->first_view);
    PyMem_Free(w->step_cell);
    ragged_free(&w->step_letters);
    ragged_free(&w->cell_out);
    ragged_free(&w->cell_starts);
    PyMem_Free(w->letter_mask);
    PyMem_Free(w->path);
    PyMem_Free(w->used);
    Py_XDECREF(w->found);
    Py_XDECREF(w->new_nodes);
    Py_TYPE(w)->tp_free((PyObject *)w);
}

static PyMethodDef walker_methods[] = {
    {"search_from", (PyCFunction)walker_search_from, METH_O,
     "Walk every path from one start cell, adding words to `found` and new nodes to `new`."},
    {NULL, NULL, 0, NULL},
};

static PyMemberDef walker_members[] = {
    {"steps_cut", T_INT, offsetof(Walker, steps_cut), READONLY,
     "Whether the step bound stopped the search (words may be missing)."},
    {"steps_left", T_LONGLONG, offsetof(Walker, steps_left), READONLY,
     "Steps the bound still allows (-1: no bound)."},
    {"paths_cut", T_INT, offsetof(Walker, paths_cut), READONLY,
     "Whether a word had more paths than paths_per_word (the rest were not kept)."},
    {NULL, 0, 0, 0, NULL},
};

static PyTypeObject WalkerType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "desktop_solver.native._gridwalk.Walker",
    .tp_basicsize = sizeof(Walker),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "A board compiled for the grid path search over one rank trie.",
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)walker_init,
    .tp_dealloc = (destructor)walker_dealloc,
    .tp_methods = walker_methods,
    .tp_members = walker_members,
};

static struct PyModuleDef gridwalk_module = {
    .m_base = PyModuleDef_HEAD_INIT,
    .m_name = "_gridwalk",
    .m_doc = "The grid path search, compiled.",
    .m_size = -1,
};

PyMODINIT_FUNC PyInit__gridwalk(void)
{
    if (PyType_Ready(&WalkerType) < 0)
        return NULL;
    PyObject *module = PyModule_Create(&gridwalk_module);
    if (module == NULL)
        return NULL;
    Py_INCREF(&WalkerType);
    if (PyModule_AddObject(module, "Walker", (PyObject *)&WalkerType) < 0) {
        Py_DECREF(&WalkerType);
        Py_DECREF(module);
        return NULL;
    }
    /* 2: bounds on the work (steps, paths_per_word); an older build is not used. */
    if (PyModule_AddIntConstant(module, "VERSION", 2) < 0) {
        Py_DECREF(module);
        return NULL;
    }
    return module;
}
