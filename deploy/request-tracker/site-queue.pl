# Request Tracker 5 initialdata for the queue the site hands support requests to:
#
#   HELPDESK_RT_QUEUE=Support HELPDESK_RT_USER=website rt-setup-database-5 --action insert --datafile site-queue.pl
#
# HELPDESK_RT_QUEUE as the site's setting (default General); HELPDESK_RT_USER, the RT user whose
# token the site has (HELPDESK_RT_TOKEN). Running it again changes nothing; run it again after
# adding an autoreply or notifying scrip or changing the template one uses.
#
# 1. No autoreply when a ticket is made there. Whoever fills in the site's form may type anyone's
#    address, and RT's autoreply would mail that address the subject a stranger wrote; the site mails
#    the requester its own receipt instead, in fixed words (docs/decisions/038). RT's way to silence
#    a scrip for one queue (docs/customizing/templates.pod, "blank template"): each scrip that
#    autoreplies and applies to the queue gets, in that queue, a blank template of its template's
#    name, which its action takes as "send nothing". Other queues keep their autoreply.
# 2. A ticket waiting on its requester (stalled) opens again when the requester writes in, by e-mail
#    or otherwise (docs/decisions/040). RT's own "On Correspond Open Inactive Tickets" leaves a
#    stalled ticket stalled (stalled is one of its active statuses); its action "Open Tickets"
#    (AutoOpen) would also open it on staff's own correspondence.
# 3. The client's reply from the status page is not mailed back to them. The site posts it as
#    correspondence under its own RT user (HELPDESK_RT_USER: the user whose token the site has),
#    and RT's "On Correspond Notify Requestors and Ccs" mails correspondence to the requester unless
#    they are its author (docs/decisions/040). Each scrip applied to the queue that notifies
#    requestors on correspondence gets, in that queue, a template of its template's name (the
#    override templates.pod describes): the global one's words after a code block that adds the
#    header `X-RT-Squelch: yes` when the site's user wrote the correspondence, which RT's
#    SendEmail (RT::Interface::Email) takes as "send nothing", recording no e-mail. Staff's replies,
#    and whatever else shares the template ("Correspondence in HTML" also serves one-time Ccs and
#    the Ccs of a new ticket), are mailed as before: a blank template would silence those too.
#    Run it again after changing the global template: the queue's copy takes its words again.
use strict;
use warnings;

my $site_queue = sub {
    my $name  = $ENV{HELPDESK_RT_QUEUE} || 'General';
    my $queue = RT::Queue->new( RT->SystemUser );
    $queue->Load($name);
    die "no queue named '$name'\n" unless $queue->id;
    return ( $queue, $name );
};

our @Final = (
    sub {
        my ( $queue, $name ) = $site_queue->();
        my $scrips = RT::Scrips->new( RT->SystemUser );
        $scrips->UnLimit;
        while ( my $scrip = $scrips->Next ) {
            next unless $scrip->ScripActionObj->ExecModule eq 'Autoreply';
            next unless $scrip->IsGlobal || $scrip->IsAdded( $queue->id );
            my $template = RT::Template->new( RT->SystemUser );
            $template->LoadQueueTemplate( Queue => $queue->id, Name => $scrip->Template );
            my ( $ok, $why ) =
                  !$template->id      ? $template->Create(
                      Queue       => $queue->id,
                      Name        => $scrip->Template,
                      Type        => 'Simple',
                      Content     => '',
                      Description => 'Blank: the site mails the requester its own receipt',
                  )
                : $template->IsEmpty ? (1)
                :                      $template->SetContent('');
            die "template '${\ $scrip->Template }' of queue '$name' not made blank: $why\n" unless $ok;
            print "Queue '$name': scrip '${\ $scrip->Description }' sends nothing (template '${\ $scrip->Template }' blank)\n";
        }
    },
    sub {
        my ( $queue, $name ) = $site_queue->();
        my $description = 'On Correspond by a requestor open a stalled ticket';
        my $scrips = RT::Scrips->new( RT->SystemUser );
        $scrips->Limit( FIELD => 'Description', VALUE => $description );
        return if $scrips->Count;
        my $scrip = RT::Scrip->new( RT->SystemUser );
        my ( $ok, $why ) = $scrip->Create(
            Queue                  => $queue->id,
            Description            => $description,
            ScripCondition         => 'User Defined',
            ScripAction            => 'User Defined',
            Template               => 'Blank',
            CustomIsApplicableCode => q{
                my $txn = $self->TransactionObj;
                return 0 unless $txn->Type eq 'Correspond' && $self->TicketObj->Status eq 'stalled';
                return $self->TicketObj->Requestors->HasMemberRecursively( $txn->CreatorObj->PrincipalObj ) ? 1 : 0;
            },
            CustomPrepareCode => 'return 1;',
            CustomCommitCode  => q{ my ($ok) = $self->TicketObj->SetStatus('open'); return $ok; },
        );
        die "scrip '$description' of queue '$name' not made: $why\n" unless $ok;
        print "Queue '$name': scrip '$description' made\n";
    },
    sub {
        my ( $queue, $name ) = $site_queue->();
        my $login = $ENV{HELPDESK_RT_USER}
            or die "HELPDESK_RT_USER: the RT user whose token the site has (its replies are not mailed back)\n";
        my $site = RT::User->new( RT->SystemUser );
        $site->Load($login);
        die "no RT user named '$login'\n" unless $site->id;
        my ( $head, $tail ) =
            ( q[{ $Transaction->Type eq 'Correspond' && $Transaction->Creator == ], q[ ? "X-RT-Squelch: yes\n" : '' }] );
        my $squelch = $head . $site->id . $tail;
        my $ours    = qr/\A\Q$head\E\d+\Q$tail\E/;
        my %seen;
        my $scrips = RT::Scrips->new( RT->SystemUser );
        $scrips->UnLimit;
        while ( my $scrip = $scrips->Next ) {
            my $action = $scrip->ScripActionObj;
            next unless $action->ExecModule =~ /^Notify/ && ( $action->Argument // '' ) =~ /\b(?:Requestor|All)\b/;
            next unless $scrip->ScripConditionObj->ApplicableTransTypes =~ /(?:^|,)(?:Any|Correspond)(?:,|$)/i;
            next unless $scrip->IsGlobal || $scrip->IsAdded( $queue->id );
            my $name_of = $scrip->Template;
            next if $seen{$name_of}++;
            my $template = RT::Template->new( RT->SystemUser );
            $template->LoadQueueTemplate( Queue => $queue->id, Name => $name_of );
            # Blank in the queue (1.): it sends nothing at all already.
            next if $template->id && $template->IsEmpty;
            my $global = RT::Template->new( RT->SystemUser );
            $global->LoadGlobalTemplate($name_of);
            # The queue's template made by an earlier run takes the global words again; one of the
            # queue's own keeps its words, the code block put in front of them.
            my $own  = $template->id ? $template->Content : undef;
            my $base =
                  !defined $own                    ? $global->Content
                : $own =~ $ours && $global->id     ? $global->Content
                :                                    $own =~ s/$ours//r;
            die "template '$name_of' of scrip '${\ $scrip->Description }' not found\n" unless defined $base;
            my $content = $squelch . $base;
            my ( $ok, $why ) =
                  !$template->id             ? $template->Create(
                      Queue       => $queue->id,
                      Name        => $name_of,
                      Type        => 'Perl',
                      Content     => $content,
                      Description => "The global one's, sending nothing for a reply by RT user '$login'",
                  )
                : $template->Type ne 'Perl' ? $template->SetType('Perl')
                :                             (1);
            ( $ok, $why ) = $template->SetContent($content) if $ok && $template->Content ne $content;
            die "template '$name_of' of queue '$name' not made: $why\n" unless $ok;
            print "Queue '$name': scrip '${\ $scrip->Description }' sends nothing for correspondence by user '$login' (template '$name_of')\n";
        }
    },
);

1;
