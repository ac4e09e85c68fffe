"""Dreaming / procedures, holdout split."""

USERS = [
# repeated preference: reply in Spanish, 3 sessions over 3 weeks --------------------------
dict(tenant="quarry-labs", user="lucia.f", rule=dict(concept="reply_language", value="Spanish",
     rule="User wants replies in Spanish", evidence=[0, 1, 2]),
 sessions=[
 dict(day=0, topic="dashboard sharing", turns="""
U: Hi, how can I share a dashboard with someone outside the org?  ##share
A: Use Share > Public link; you can set an expiry and a password.  ##public-link
U: gracias. ¿podrías responderme en español? my team reads the tickets too  ##es1
A: ¡Claro! A partir de ahora te respondo en español.
U: perfecto. ¿el enlace público muestra datos en tiempo real?
A: Sí, se actualiza cada 5 minutos.  ##realtime
"""),
 dict(day=9, topic="alert thresholds", turns="""
U: Hello, alerts fire too often on the latency panel  ##alerts
A: Hola Lucía. Puedes añadir una ventana de evaluación de 5 minutos para evitar picos aislados.  ##eval-window
U: ok. and again, en español por favor, the last email from your colleague was in English  ##es2
A: Disculpa, lo he anotado en tu cuenta para todo el equipo de soporte.
U: gracias. ¿se puede silenciar una alerta los fines de semana?
A: Sí, con una ventana de silencio recurrente: sábado y domingo, 00:00-23:59.  ##mute
"""),
 dict(day=20, topic="api pagination", turns="""
U: la API devuelve solo 100 resultados  ##pagination
A: Es el límite por página. Usa el cursor next_cursor de la respuesta para pedir la siguiente página.  ##cursor
U: vale. sigue respondiendo en español siempre, nos viene genial  ##es3
A: ¡Por supuesto!
U: ¿puedo subir el límite a 500?
A: Sí, con limit=500 es el máximo permitido.  ##limit500
"""),
]),

# repeated preference: DD/MM/YYYY, 4 sessions over 4 weeks --------------------------------
dict(tenant="quarry-labs", user="owen.t", rule=dict(concept="date_format", value="DD/MM/YYYY",
     rule="User wants dates as DD/MM/YYYY (day first)", evidence=[0, 1, 2, 3]),
 sessions=[
 dict(day=1, topic="contract renewal", turns="""
U: When is our contract up for renewal?  ##renewal
A: Your contract renews on 06/01/2026.
U: is that 6 January or June 1st? please write dates day first, DD/MM/YYYY, we're in Australia  ##dmy1
A: Sorry, it's 1 June: 01/06/2026.  ##renewal-date
U: thanks. can we switch to annual billing at renewal?
A: Yes, I've noted it; the annual quote will arrive two weeks before.  ##annual
"""),
 dict(day=10, topic="maintenance window", turns="""
U: when's the next maintenance window?  ##maint
A: Saturday 13/06/2026, 02:00-04:00 UTC.  ##maint-date
U: cheers, and thanks for the day-first date. keep doing that  ##dmy2
A: Will do.
U: will the API be down?
A: Only the write endpoints, for about 10 minutes.  ##maint-impact
"""),
 dict(day=18, topic="data deletion", turns="""
U: we deleted a project by mistake, can you restore it?  ##restore
A: Yes, deleted projects are kept 14 days. It was deleted on 05/30/2026, so we can restore it until 06/13/2026.
U: mate, day first please. 30/05, not 05/30  ##dmy3
A: Apologies: deleted 30/05/2026, restorable until 13/06/2026. I've started the restore.  ##restore-done
U: thanks
A: It should be back within the hour.
"""),
 dict(day=29, topic="invoice", turns="""
U: the new invoice shows 07/01/2026 as the due date  ##invoice
A: That is 7 January in the old template, sorry. The correct due date is 01/07/2026 (1 July).  ##invoice-due
U: right. dd/mm/yyyy everywhere please, including the pdf  ##dmy4
A: I've changed your billing locale to en-AU so the PDF uses DD/MM/YYYY too.  ##locale-au
U: perfect
A: 🙂
"""),
]),

# repeated correction: never suggest restarting prod, 3 sessions over 3 weeks --------------
dict(tenant="quarry-labs", user="dana.k", rule=dict(concept="no_restart_prod", value=None,
     rule="Do not suggest restarting production services; prod restarts need a change window", evidence=[0, 1, 2]),
 sessions=[
 dict(day=2, topic="memory growth", turns="""
U: the collector's memory grows slowly over days  ##mem-growth
A: A quick fix is to restart the collector service nightly.
U: we can't restart prod without a change window, please don't suggest restarts  ##norestart1
A: Understood. Then lower batch.max_queue to 2000 and enable the memory_limiter processor; both apply on config reload, no restart.  ##memlimiter
U: reload works for us, trying it
A: Let me know how it goes.
"""),
 dict(day=11, topic="tls error", turns="""
U: collector logs x509: certificate signed by unknown authority since the CA rotation  ##x509
A: Add the new CA to ca_file in the exporter config. Then restart the...
U: no restarts on prod, as I said last time  ##norestart2
A: Right, sorry. The ca_file is re-read on SIGHUP, so a config reload picks it up without a restart.  ##sighup
U: ok thanks, that worked
A: Great.
"""),
 dict(day=21, topic="sampling", turns="""
U: we want to reduce trace volume by 80%  ##sampling
A: Set the probabilistic sampler to 20% and reload the config; no restart needed.  ##sampler
U: 👍 good that you remember the no-restart thing  ##norestart3
A: Of course.
U: can we keep all error traces?
A: Yes, put a tail_sampling policy for status_code=ERROR before the probabilistic one.  ##tail-errors
"""),
]),

# one-off statements -------------------------------------------------------------------
dict(tenant="quarry-labs", user="ines.m", rule=None, sessions=[
 dict(day=4, topic="custom domain", turns="""
U: how do I use our own domain for the status page?  ##domain
A: Add a CNAME status.yourdomain.com -> status.example.net, then verify it under Settings > Domain.  ##cname
U: done. answer in Spanish next time if you can, it's easier for me  ##oneoff-es
A: ¡Claro!
U: the certificate is still pending
A: Let's Encrypt issuance can take up to 30 minutes after the CNAME resolves.  ##cert-pending
"""),
 dict(day=17, topic="status page incidents", turns="""
U: Hi, can incidents be posted automatically from our alerts?  ##auto-incidents
A: Yes, connect the alert rule to the status page under Integrations > Status page and choose which components it affects.  ##alert-integration
U: can it resolve them automatically too?
A: Yes, when the alert recovers the incident is marked resolved after 10 minutes.  ##auto-resolve
U: great, thanks
A: You're welcome.
"""),
]),

dict(tenant="quarry-labs", user="ben.a", rule=None, sessions=[
 dict(day=5, topic="terraform provider", turns="""
U: is there a terraform provider?  ##tf
A: Yes, example/example on the Terraform registry, version 2.x.  ##tf-provider
U: nice. keep it short please, I just need pointers  ##oneoff-short
A: ok
U: import existing dashboards?
A: terraform import example_dashboard.x <id>  ##tf-import
"""),
 dict(day=14, topic="provider auth", turns="""
U: the terraform provider says 401 in CI  ##tf401
A: The provider reads EXAMPLE_API_TOKEN; in CI make sure the secret is exported as that exact name, and that the token has the dashboards:write scope. Tokens created before March also need to be regenerated because the format changed.  ##tf-token
U: it was the scope. thanks for the detail, all good
A: Glad it works.
U: can I pin the provider version?
A: Yes: version = "~> 2.4" in required_providers.  ##tf-pin
"""),
 dict(day=30, topic="state drift", turns="""
U: terraform plan shows drift on every dashboard  ##drift
A: That's the layout field; the API normalises it. Upgrade to provider 2.6, which ignores the normalised differences.  ##drift-fix
U: upgraded, plan is clean now
A: 👍
U: thanks!
A: Anytime.
"""),
]),
]

QUERIES = {
 "lucia.f": [
  ("which language should we reply to Lucía in?", ["es1", "es2", "es3"]),
  ("share a dashboard with an external person", ["share", "public-link"]),
  ("does the public link update in real time", ["realtime"]),
  ("latency alerts firing too often", ["alerts", "eval-window"]),
  ("mute alerts on weekends", ["mute"]),
  ("API only returns 100 results", ["pagination", "cursor"]),
  ("max page size", ["limit500"]),
  ("complaint about an English email from support", ["es2"]),
  ("next_cursor pagination", ["cursor"]),
  ("ventana de evaluación", ["eval-window"]),
 ],
 "owen.t": [
  ("how should dates be written for Owen?", ["dmy1", "dmy2", "dmy3", "dmy4"]),
  ("contract renewal date", ["renewal", "renewal-date"]),
  ("switch to annual billing", ["annual"]),
  ("next maintenance window", ["maint", "maint-date"]),
  ("is the API down during maintenance", ["maint-impact"]),
  ("restore a deleted project", ["restore", "restore-done"]),
  ("invoice due date", ["invoice", "invoice-due"]),
  ("billing locale en-AU", ["locale-au"]),
  ("user corrected month-first date", ["dmy3"]),
  ("how long are deleted projects kept", ["restore"]),
 ],
 "dana.k": [
  ("may we suggest restarting the collector?", ["norestart1", "norestart2", "norestart3"]),
  ("collector memory keeps growing", ["mem-growth", "memlimiter"]),
  ("memory_limiter processor", ["memlimiter"]),
  ("x509 unknown authority after CA rotation", ["x509", "sighup"]),
  ("reload config without restart", ["sighup", "memlimiter"]),
  ("reduce trace volume", ["sampling", "sampler"]),
  ("keep error traces when sampling", ["tail-errors"]),
  ("change window for prod", ["norestart1"]),
  ("probabilistic sampler percentage", ["sampler"]),
  ("ca_file exporter config", ["sighup", "x509"]),
 ],
 "ines.m": [
  ("custom domain for the status page", ["domain", "cname"]),
  ("status page certificate pending", ["cert-pending"]),
  ("language preference", ["oneoff-es"]),
  ("post incidents automatically from alerts", ["auto-incidents", "alert-integration"]),
  ("auto-resolve incidents", ["auto-resolve"]),
  ("CNAME target", ["cname"]),
  ("Let's Encrypt issuance time", ["cert-pending"]),
  ("which components an alert affects", ["alert-integration"]),
  ("incident resolved after recovery", ["auto-resolve"]),
  ("verify domain settings", ["cname"]),
 ],
 "ben.a": [
  ("terraform provider", ["tf", "tf-provider"]),
  ("answer length preference", ["oneoff-short"]),
  ("import existing dashboards into terraform", ["tf-import"]),
  ("401 from terraform provider in CI", ["tf401", "tf-token"]),
  ("which token scope does the provider need", ["tf-token"]),
  ("pin provider version", ["tf-pin"]),
  ("plan shows drift every time", ["drift", "drift-fix"]),
  ("provider 2.6 upgrade", ["drift-fix"]),
  ("EXAMPLE_API_TOKEN", ["tf-token"]),
  ("terraform registry name", ["tf-provider"]),
 ],
}

PATTERN_TENANT = "tidewater-ops"
PATTERN_USERS = ["u-tw-a", "u-tw-b", "u-tw-c", "u-tw-d", "u-tw-e"]
PATTERN_SPECS = {
 "check-status-page-first": dict(kind="success-then-failures", successes=20, success_days=(0, 40), failures=24, failure_days=(120, 165)),
 "offer-screen-share": dict(kind="coin", p=0.5, seed=19),
 "clear-browser-cache": dict(kind="mostly-failures", successes=1, failures=13),
}
