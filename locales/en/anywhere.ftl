## Play anywhere, at any pace (issue 34): DMs and group DMs, challenges, next-game pings,
## tables that wait days.

choice-timer-3600 = 1 hour
choice-timer-43200 = 12 hours
choice-timer-86400 = 1 day
choice-timer-259200 = 3 days
timer-hours = { $n ->
    [one] { $n } hour per turn
   *[other] { $n } hours per turn
}
timer-days = { $n ->
    [one] { $n } day per turn
   *[other] { $n } days per turn
}
