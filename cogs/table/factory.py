"""The table's own controls, as a ``cogs.games.base.Controls``: what a renderer is given to
draw the controls of a table's messages (its hands, its board, its buttons). A tutorial gives
its own (``cogs.learn``), so the same renderer draws a lesson's hand."""

from __future__ import annotations

from cogs.table import controls, race


class TableControls:
    """Each control as the table's dynamic items (``cogs.table.controls``, ``race``)."""

    move_button = staticmethod(controls.move_button)
    param_select = staticmethod(controls.param_select)
    number_button = staticmethod(controls.number_button)
    focus_select = staticmethod(controls.focus_select)
    claim_button = staticmethod(race.claim_button)
    table_button = staticmethod(controls.table_button)


TABLE_CONTROLS = TableControls()
